import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Net cash flow of a fictional seasonal business, in thousands of euros.
const cashFlow = [-18, -12, -4, 6, 15, 28, 34, 31, 12, -2, -9, -15];

export default function AreasDemoCashFlow() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 340, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Net cash flow per month (k€): positive above the zero line, negative below
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[
            {
              // The line and its area change colour where they cross zero.
              colorMap: { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32'] },
            },
          ]}
          series={[
            {
              data: cashFlow,
              label: 'Net cash flow',
              area: true,
              valueFormatter: (value) =>
                value === null ? '' : `${value > 0 ? '+' : ''}${value} k€`,
            },
          ]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </Box>
    </Box>
  );
}
