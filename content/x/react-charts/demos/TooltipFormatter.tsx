import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const monthName = (month: number, style: 'short' | 'long') =>
  new Date(Date.UTC(2025, month - 1, 1)).toLocaleString('en-US', { month: style, timeZone: 'UTC' });

// Monthly subscribers, and how many cancelled that month.
const subscribers = [1200, 1310, 1420, 1480, 1610, 1720, 1790, 1850, 1990, 2100, 2240, 2390];
const cancelled = [40, 52, 38, 61, 45, 58, 70, 49, 55, 62, 51, 47];

export default function TooltipFormatter() {
  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="tooltip-formatter-title" variant="subtitle2" component="h3">
        Subscribers and cancellations per month, 2025
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[
            {
              scaleType: 'point',
              data: months,
              // 'Jan' on the axis, 'January 2025' as the tooltip title.
              valueFormatter: (month: number, context) =>
                context.location === 'tick'
                  ? monthName(month, 'short')
                  : `${monthName(month, 'long')} 2025`,
            },
          ]}
          yAxis={[{ width: 50 }]}
          series={[
            {
              data: subscribers,
              label: 'Subscribers',
              valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
            },
            {
              data: cancelled,
              label: 'Cancelled',
              // The context gives the data index, to show a rate next to the raw number.
              valueFormatter: (value, { dataIndex }) =>
                value === null
                  ? ''
                  : `${value} (${((value / subscribers[dataIndex]) * 100).toFixed(1)} %)`,
            },
          ]}
          aria-labelledby="tooltip-formatter-title"
        />
      </Box>
    </Box>
  );
}
