import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';

// Was: makeStyles((theme) => ({ root: {…}, title: {…}, highlighted: {…} }))
const Card = styled('section', {
  shouldForwardProp: (prop) => prop !== 'highlighted',
})<{ highlighted: boolean }>(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  variants: [
    {
      props: { highlighted: true },
      style: {
        borderColor: (theme.vars ?? theme).palette.primary.main,
        boxShadow: (theme.vars ?? theme).shadows[3],
      },
    },
  ],
}));

const Title = styled('p')(({ theme }) => ({
  ...theme.typography.subtitle1,
  margin: 0,
  flex: 1,
  color: (theme.vars ?? theme).palette.text.primary,
}));

export default function SystemLegacyMigrated() {
  const [highlighted, setHighlighted] = React.useState(false);

  return (
    <Box sx={{ height: 120, display: 'flex', alignItems: 'center' }}>
      <Card highlighted={highlighted} aria-label="Storage" sx={{ width: 1 }}>
        <Title>Storage: 71 GB of 100 GB used</Title>
        {/* Was: className={classes.button} */}
        <Button
          variant={highlighted ? 'contained' : 'outlined'}
          aria-pressed={highlighted}
          onClick={() => setHighlighted((value) => !value)}
          sx={{ flexShrink: 0 }}
        >
          Highlight
        </Button>
      </Card>
    </Box>
  );
}
