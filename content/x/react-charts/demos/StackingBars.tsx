import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2022', '2023', '2024', '2025'];

// Two stacks: hires by department in one bar, departures by department in the other.
const series = [
  { data: [14, 18, 11, 20], label: 'Hired, engineering', stack: 'hired' },
  { data: [6, 9, 7, 8], label: 'Hired, sales', stack: 'hired' },
  { data: [5, 7, 9, 6], label: 'Left, engineering', stack: 'left' },
  { data: [4, 3, 5, 4], label: 'Left, sales', stack: 'left' },
];

export default function StackingBars() {
  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="stacking-bars-title" variant="subtitle2" component="h3">
        People hired and leaving per year, by department
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: years }]}
          yAxis={[{ width: 35 }]}
          series={series}
          aria-labelledby="stacking-bars-title"
        />
      </Box>
    </Box>
  );
}
