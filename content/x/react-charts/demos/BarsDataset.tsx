import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// One object per category; each series reads its values with `dataKey`.
const dataset = [
  { day: 'Mon', espresso: 142, latte: 96, tea: 38 },
  { day: 'Tue', espresso: 131, latte: 104, tea: 41 },
  { day: 'Wed', espresso: 150, latte: 110, tea: 45 },
  { day: 'Thu', espresso: 138, latte: 121, tea: 40 },
  { day: 'Fri', espresso: 165, latte: 128, tea: 52 },
  { day: 'Sat', espresso: 98, latte: 142, tea: 61 },
  { day: 'Sun', espresso: 74, latte: 117, tea: 57 },
];

export default function BarsDataset() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 320, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Cups sold per weekday at a small coffee shop
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'day' }]}
          yAxis={[{ label: 'Cups' }]}
          series={[
            { dataKey: 'espresso', label: 'Espresso' },
            { dataKey: 'latte', label: 'Latte' },
            { dataKey: 'tea', label: 'Tea' },
          ]}
        />
      </Box>
    </Box>
  );
}
