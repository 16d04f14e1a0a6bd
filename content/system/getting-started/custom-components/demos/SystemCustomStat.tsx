import * as React from 'react';
import Box from '@mui/material/Box';
import { styled, useThemeProps, type SxProps, type Theme } from '@mui/material/styles';

export interface StatProps {
  value: React.ReactNode;
  unit: React.ReactNode;
  variant?: 'filled' | 'outlined';
  sx?: SxProps<Theme>;
}

type StatOwnerState = StatProps & { variant: NonNullable<StatProps['variant']> };

// `name` and `slot` connect each part to theme.components.MuiStat.
const StatRoot = styled('div', { name: 'MuiStat', slot: 'root' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2, 2.5),
  flex: '1 1 0',
  minWidth: 0,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  boxShadow: (theme.vars ?? theme).shadows[2],
  variants: [
    {
      props: { variant: 'outlined' },
      style: {
        border: `2px solid ${(theme.vars ?? theme).palette.divider}`,
        boxShadow: 'none',
      },
    },
  ],
}));

const StatValue = styled('div', { name: 'MuiStat', slot: 'value' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  ...theme.typography.h4,
  fontWeight: theme.typography.fontWeightMedium,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const StatUnit = styled('div', { name: 'MuiStat', slot: 'unit' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

function Stat(inProps: StatProps) {
  // Default props from theme.components.MuiStat.defaultProps, if any.
  const props = useThemeProps({ props: inProps, name: 'MuiStat' });
  const { value, unit, variant = 'filled', ...other } = props;
  const ownerState = { ...props, variant };

  return (
    <StatRoot ownerState={ownerState} {...other}>
      <StatValue ownerState={ownerState}>{value}</StatValue>
      <StatUnit ownerState={ownerState}>{unit}</StatUnit>
    </StatRoot>
  );
}

export default function SystemCustomStat() {
  return (
    <Box
      sx={{
        height: 180,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 1,
      }}
    >
      <Stat value="19,267" unit="Active users" />
      <Stat value="87 %" unit="Uptime" variant="outlined" />
      <Stat value="4.2 s" unit="Median load time" sx={{ bgcolor: 'action.hover', boxShadow: 0 }} />
    </Box>
  );
}
