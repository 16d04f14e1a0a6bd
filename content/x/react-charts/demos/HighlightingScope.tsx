import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';

const years = ['2021', '2022', '2023', '2024', '2025'];
// Books borrowed from a city library, in thousands, by format.
const series = [
  { data: [182, 175, 169, 160, 151], label: 'Paper' },
  { data: [41, 52, 61, 70, 78], label: 'E-book' },
  { data: [12, 18, 25, 33, 42], label: 'Audiobook' },
];

export default function HighlightingScope() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('series');
  const [fade, setFade] = React.useState<FadeOptions>('global');

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as HighlightOptions)}
          sx={{ width: 140 }}
        >
          {['none', 'item', 'series'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as FadeOptions)}
          sx={{ width: 140 }}
        >
          {['none', 'series', 'global'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography id="highlighting-scope-title" variant="subtitle2" component="h3">
        Library loans per year by format (thousands). Hover a bar.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: years }]}
          yAxis={[{ width: 40 }]}
          series={series.map((item) => ({ ...item, highlightScope: { highlight, fade } }))}
          aria-labelledby="highlighting-scope-title"
        />
      </Box>
    </Box>
  );
}
