import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';

// `highlighted` is for styling only. Without shouldForwardProp it would reach ButtonBase,
// which passes unknown props on to its <button>, and React would warn about it.
const PlanTile = styled(ButtonBase, {
  shouldForwardProp: (prop) => prop !== 'highlighted',
})<{ highlighted?: boolean }>(({ theme }) => ({
  flex: 1,
  minWidth: 150,
  flexDirection: 'column',
  alignItems: 'flex-start',
  padding: theme.spacing(2),
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  color: (theme.vars ?? theme).palette.text.primary,
  cursor: 'pointer',
  border: `2px solid ${(theme.vars ?? theme).palette.divider}`,
  variants: [
    {
      props: { highlighted: true },
      style: {
        borderColor: (theme.vars ?? theme).palette.primary.main,
        backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08),
      },
    },
  ],
}));

const plans = [
  { name: 'Starter', price: '0 €' },
  { name: 'Team', price: '12 € / seat' },
  { name: 'Business', price: '29 € / seat' },
];

export default function SystemCustomForwardProp() {
  const [selected, setSelected] = React.useState('Team');

  return (
    <Box sx={{ height: 140, display: 'flex', alignItems: 'center', gap: 2 }}>
      {plans.map((plan) => (
        <PlanTile
          key={plan.name}
          aria-pressed={selected === plan.name}
          highlighted={selected === plan.name}
          onClick={() => setSelected(plan.name)}
        >
          <Box sx={{ typography: 'subtitle1', fontWeight: 'bold' }}>{plan.name}</Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{plan.price}</Box>
        </PlanTile>
      ))}
    </Box>
  );
}
