import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// One bar per day, 2 to 22 March 2026. Local dates: a band axis treats them as categories.
const days = Array.from({ length: 21 }, (_, index) => new Date(2026, 2, 2 + index));
// Orders received by a web shop, lower at weekends.
const orders = [
  132, 141, 128, 150, 163, 88, 74, 137, 145, 139, 158, 171, 92, 79, 140, 152, 147, 166, 180, 97, 83,
];

const tickFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
});
const tooltipFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

export default function BarsDateBandAxis() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 320, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Orders per day, 2 to 22 March 2026 (fictional web shop)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          xAxis={[
            {
              scaleType: 'band',
              data: days,
              // Short dates under the bars, the full date in the tooltip.
              valueFormatter: (date: Date, context) =>
                context.location === 'tick' ? tickFormat.format(date) : tooltipFormat.format(date),
              // Label one day in seven: every Monday. The tick that closes the last band has no value.
              tickLabelInterval: (date: Date | undefined) => date?.getDay() === 1,
            },
          ]}
          series={[{ data: orders, label: 'Orders' }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
