import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['2024-Q1', '2024-Q2', '2024-Q3', '2024-Q4', '2025-Q1', '2025-Q2', '2025-Q3'];
// Share of orders returned by customers (fictional store), as a fraction.
const returnRate = [0.082, 0.076, 0.071, 0.094, 0.088, 0.069, 0.064];

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export default function LinesValueFormatter() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 320, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Share of orders returned, per quarter
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[
            {
              scaleType: 'point',
              data: quarters,
              // '2024-Q1' becomes 'Q1 2024'.
              valueFormatter: (value: string) => {
                const [year, quarter] = value.split('-');
                return `${quarter} ${year}`;
              },
            },
          ]}
          yAxis={[{ min: 0, max: 0.12, valueFormatter: (value: number) => percent.format(value) }]}
          series={[
            {
              data: returnRate,
              label: 'Return rate',
              valueFormatter: (value) => (value === null ? 'No data' : percent.format(value)),
            },
          ]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
