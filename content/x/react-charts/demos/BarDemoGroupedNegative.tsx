import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Change in sales compared with the previous year, in percent (fictional retailer).
const dataset = [
  { region: 'North', y2024: 4.2, y2025: -1.8 },
  { region: 'South', y2024: -3.5, y2025: 2.1 },
  { region: 'East', y2024: 6.8, y2025: 5.4 },
  { region: 'West', y2024: -0.9, y2025: -4.6 },
  { region: 'Central', y2024: 1.7, y2025: 3.3 },
];

const percent = (value: number | null) =>
  value === null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(1)} %`;

export default function BarDemoGroupedNegative() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Year-over-year change in sales by region (fictional retailer)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'region' }]}
          yAxis={[{ valueFormatter: (value: number) => `${value} %` }]}
          series={[
            { dataKey: 'y2024', label: '2024', valueFormatter: percent },
            { dataKey: 'y2025', label: '2025', valueFormatter: percent },
          ]}
          grid={{ horizontal: true }}
        >
          <ChartsReferenceLine y={0} />
        </BarChart>
      </Box>
    </Box>
  );
}
