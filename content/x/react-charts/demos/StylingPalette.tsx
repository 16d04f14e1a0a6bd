import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';

const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurgePalette,
  blueberryTwilightPalette,
  mangoFusionPalette,
  cheerfulFiestaPalette,
  // A palette can also be a plain array of colours, used in both modes.
  custom: ['#00695c', '#ad1457', '#ef6c00', '#283593', '#6a1b9a'],
};

const sports = ['Running', 'Cycling', 'Swimming', 'Climbing'];

export default function StylingPalette() {
  const [name, setName] = React.useState('blueberryTwilightPalette');

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        select
        size="small"
        label="colors"
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ width: 260 }}
      >
        {Object.keys(palettes).map((key) => (
          <MenuItem key={key} value={key}>
            {key}
          </MenuItem>
        ))}
      </TextField>
      <Typography id="styling-palette-title" variant="subtitle2" component="h3">
        Club members per sport and age group
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          colors={palettes[name]}
          xAxis={[{ scaleType: 'band', data: sports }]}
          yAxis={[{ width: 35 }]}
          series={[
            { data: [34, 21, 12, 18], label: 'Under 18' },
            { data: [58, 33, 20, 41], label: '18 to 34' },
            { data: [47, 52, 18, 22], label: '35 to 54' },
            { data: [21, 38, 26, 6], label: '55 and over' },
          ]}
          aria-labelledby="styling-palette-title"
        />
      </Box>
    </Box>
  );
}
