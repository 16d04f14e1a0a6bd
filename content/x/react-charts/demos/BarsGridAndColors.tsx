import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Net result per month, in thousands of euros. Losses are negative.
const result = [12, 8, -4, 15, 21, -9, -14, 6, 18, 24, 11, -3];

export default function BarsGridAndColors() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 320, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Monthly net result of a small business (k€): profit in green, loss in red
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          grid={{ horizontal: true }}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[
            {
              // Bars take the colour of the range their value falls in.
              colorMap: {
                type: 'piecewise',
                thresholds: [0],
                colors: ['#d32f2f', '#2e7d32'],
              },
            },
          ]}
          series={[
            {
              data: result,
              label: 'Net result',
              valueFormatter: (value) => (value === null ? '' : `${value} k€`),
            },
          ]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
