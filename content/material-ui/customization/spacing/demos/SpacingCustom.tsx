import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme, type ThemeOptions } from '@mui/material/styles';

const configs = {
  // A smaller base unit.
  number: 4,
  // An explicit scale: theme.spacing(n) reads index n.
  array: [0, 4, 8, 16, 32, 64],
  // Any function of the factor. Here, a rem-based scale.
  function: (factor: number) => `${0.25 * factor}rem`,
} satisfies Record<string, ThemeOptions['spacing']>;

type ConfigName = keyof typeof configs;

const factors = [1, 2, 3, 4];

function Scale() {
  const current = useTheme();
  return (
    <Stack spacing={1}>
      {factors.map((factor) => (
        <Stack key={factor} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography
            variant="body2"
            component="span"
            sx={{ width: 180, flexShrink: 0, fontFamily: 'monospace' }}
          >
            spacing({factor}) = {current.spacing(factor)}
          </Typography>
          <Box sx={{ height: 16, width: current.spacing(factor), bgcolor: 'secondary.main' }} />
        </Stack>
      ))}
    </Stack>
  );
}

export default function SpacingCustom() {
  const [name, setName] = React.useState<ConfigName>('number');
  const theme = React.useMemo(
    () => createTheme({ colorSchemes: { dark: true }, spacing: configs[name] }),
    [name],
  );

  return (
    <Stack spacing={3} sx={{ height: 240 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={name}
        onChange={(_event, value: ConfigName | null) => {
          if (value) {
            setName(value);
          }
        }}
        aria-label="Spacing option"
        sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="number">spacing: 4</ToggleButton>
        <ToggleButton value="array">spacing: [0, 4, 8, 16, 32, 64]</ToggleButton>
        <ToggleButton value="function">spacing: (n) =&gt; rem</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Scale />
      </ThemeProvider>
    </Stack>
  );
}
