import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Visitors of an online shop in March, step by step.
const steps = [
  { label: 'Visited the shop', value: 48200 },
  { label: 'Viewed a product', value: 21900 },
  { label: 'Added to cart', value: 6300 },
  { label: 'Started checkout', value: 3100 },
  { label: 'Paid', value: 2240 },
];

export default function FunnelBasic() {
  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="funnel-basic-title" variant="subtitle2" component="h3">
        Checkout funnel, March 2026
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <FunnelChart
          series={[
            {
              data: steps,
              valueFormatter: (item) => item.value.toLocaleString('en-US'),
            },
          ]}
          aria-labelledby="funnel-basic-title"
        />
      </Box>
    </Box>
  );
}
