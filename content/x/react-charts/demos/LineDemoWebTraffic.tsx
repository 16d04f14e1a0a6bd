import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Monthly sessions (thousands) and conversion rate (%) of a fictional online shop.
const dataset = [
  { month: 'Jan', sessions: 182, conversion: 2.1 },
  { month: 'Feb', sessions: 176, conversion: 2.3 },
  { month: 'Mar', sessions: 198, conversion: 2.2 },
  { month: 'Apr', sessions: 214, conversion: 2.6 },
  { month: 'May', sessions: 231, conversion: 2.9 },
  { month: 'Jun', sessions: 225, conversion: 3.1 },
  { month: 'Jul', sessions: 209, conversion: 2.8 },
  { month: 'Aug', sessions: 201, conversion: 2.7 },
  { month: 'Sep', sessions: 243, conversion: 3.0 },
  { month: 'Oct', sessions: 262, conversion: 3.3 },
  { month: 'Nov', sessions: 318, conversion: 3.9 },
  { month: 'Dec', sessions: 297, conversion: 3.6 },
];

export default function LineDemoWebTraffic() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Sessions (left axis) and conversion rate (right axis) per month
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
          yAxis={[
            { id: 'sessions', label: 'Sessions (k)', min: 0 },
            {
              id: 'conversion',
              label: 'Conversion (%)',
              position: 'right',
              min: 0,
              max: 5,
            },
          ]}
          series={[
            {
              dataKey: 'sessions',
              label: 'Sessions',
              yAxisId: 'sessions',
              valueFormatter: (value) => (value === null ? '' : `${value}k`),
            },
            {
              dataKey: 'conversion',
              label: 'Conversion rate',
              yAxisId: 'conversion',
              shape: 'square',
              valueFormatter: (value) => (value === null ? '' : `${value.toFixed(1)} %`),
            },
          ]}
          slotProps={{ tooltip: { trigger: 'axis' } }}
        />
      </Box>
    </Box>
  );
}
