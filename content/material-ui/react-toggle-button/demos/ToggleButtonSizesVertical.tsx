import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const sizes = ['small', 'medium', 'large'] as const;

export default function ToggleButtonSizesVertical() {
  const [unit, setUnit] = React.useState('km');
  const [period, setPeriod] = React.useState('week');
  return (
    <Box
      sx={{
        height: 200,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 6,
      }}
    >
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <ToggleButtonGroup
            key={size}
            size={size}
            value={unit}
            exclusive
            onChange={(_event, value: string | null) => value && setUnit(value)}
            aria-label={`Distance unit, ${size}`}
          >
            <ToggleButton value="km">km</ToggleButton>
            <ToggleButton value="mi">mi</ToggleButton>
          </ToggleButtonGroup>
        ))}
      </Stack>
      <ToggleButtonGroup
        orientation="vertical"
        value={period}
        exclusive
        onChange={(_event, value: string | null) => value && setPeriod(value)}
        aria-label="Period"
      >
        <ToggleButton value="day">Day</ToggleButton>
        <ToggleButton value="week">Week</ToggleButton>
        <ToggleButton value="month">Month</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
