import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Panel = styled('div', {
  shouldForwardProp: (prop) => prop !== 'open',
})<{ open: boolean }>(({ theme, open }) => ({
  width: open ? '100%' : '40%',
  padding: theme.spacing(2),
  borderRadius: 8,
  backgroundColor: (theme.vars || theme).palette.action.selected,
  color: (theme.vars || theme).palette.text.primary,
  // Two properties, each with its own duration, sharing one easing curve.
  transition: theme.transitions.create(['width', 'background-color'], {
    duration: open
      ? theme.transitions.duration.enteringScreen
      : theme.transitions.duration.leavingScreen,
    easing: theme.transitions.easing.easeInOut,
  }),
}));

export default function TransitionsCreate() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ height: 160, justifyContent: 'center' }}>
      <Box>
        <Button variant="outlined" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? 'Collapse panel' : 'Expand panel'}
        </Button>
      </Box>
      <Panel open={open}>
        <Typography variant="body2" noWrap>
          {open ? 'Expanded: width 100 %' : 'Collapsed: width 40 %'}
        </Typography>
      </Panel>
    </Stack>
  );
}
