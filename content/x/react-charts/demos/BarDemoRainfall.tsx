import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Average monthly precipitation in mm, rounded long-term normals.
const dataset = [
  { month: 'Jan', london: 56, paris: 47, madrid: 33 },
  { month: 'Feb', london: 42, paris: 42, madrid: 35 },
  { month: 'Mar', london: 37, paris: 45, madrid: 32 },
  { month: 'Apr', london: 41, paris: 46, madrid: 47 },
  { month: 'May', london: 45, paris: 66, madrid: 45 },
  { month: 'Jun', london: 47, paris: 50, madrid: 21 },
  { month: 'Jul', london: 46, paris: 62, madrid: 12 },
  { month: 'Aug', london: 55, paris: 55, madrid: 10 },
  { month: 'Sep', london: 50, paris: 47, madrid: 26 },
  { month: 'Oct', london: 69, paris: 57, madrid: 58 },
  { month: 'Nov', london: 64, paris: 56, madrid: 52 },
  { month: 'Dec', london: 58, paris: 59, madrid: 45 },
];

const mm = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function BarDemoRainfall() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Average monthly rainfall in London, Paris and Madrid
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Rounded long-term averages, in millimetres.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'month', categoryGapRatio: 0.3 }]}
          yAxis={[{ label: 'Rainfall (mm)' }]}
          series={[
            { dataKey: 'london', label: 'London', valueFormatter: mm },
            { dataKey: 'paris', label: 'Paris', valueFormatter: mm },
            { dataKey: 'madrid', label: 'Madrid', valueFormatter: mm },
          ]}
          grid={{ horizontal: true }}
        />
      </Box>
    </Box>
  );
}
