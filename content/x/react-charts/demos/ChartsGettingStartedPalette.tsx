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
};

// Average opening hours per week of four fictional libraries, by season.
const seasons = ['Winter', 'Spring', 'Summer', 'Autumn'];
const libraries = [
  { label: 'Central', data: [62, 64, 58, 64] },
  { label: 'Harbour', data: [44, 46, 40, 46] },
  { label: 'North Hill', data: [38, 40, 30, 40] },
  { label: 'Old Town', data: [50, 52, 54, 52] },
];

export default function ChartsGettingStartedPalette() {
  const titleId = React.useId();
  const [palette, setPalette] = React.useState('rainbowSurgePalette');
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle2">
          Opening hours per week by library and season
        </Typography>
        <TextField
          select
          size="small"
          label="colors"
          value={palette}
          onChange={(event) => setPalette(event.target.value)}
          sx={{ width: 240 }}
        >
          {Object.keys(palettes).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          colors={palettes[palette]}
          xAxis={[{ scaleType: 'band', data: seasons }]}
          series={libraries}
        />
      </Box>
    </Box>
  );
}
