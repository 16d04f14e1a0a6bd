import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily water level at a river gauge over 60 days, in metres.
// The values are generated from a fixed formula, so every render is the same.
const start = new Date(2025, 2, 1);
const dates = Array.from(
  { length: 60 },
  (_, index) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + index),
);
const level = dates.map((_, index) => {
  const seasonal = 2.4 + 0.6 * Math.sin(index / 9);
  const storm = index > 33 && index < 44 ? 1.4 * Math.sin(((index - 33) / 10) * Math.PI) : 0;
  return Math.round((seasonal + storm + 0.08 * Math.cos(index * 1.7)) * 100) / 100;
});

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

export default function LinesTimeAxis() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 340, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        River level at the gauge, March and April 2025 (m)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[
            {
              scaleType: 'time',
              data: dates,
              // Start and end the axis on the first and last date.
              domainLimit: 'strict',
              // Short dates on the ticks, the full date in the tooltip.
              valueFormatter: (date: Date, context) =>
                context.location === 'tick' ? shortDate.format(date) : longDate.format(date),
            },
          ]}
          yAxis={[{ label: 'Level (m)' }]}
          series={[
            {
              data: level,
              label: 'Water level',
              showMark: false,
              valueFormatter: (value) => (value === null ? '' : `${value.toFixed(2)} m`),
            },
          ]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </Box>
    </Box>
  );
}
