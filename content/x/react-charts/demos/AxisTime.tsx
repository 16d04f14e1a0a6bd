import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// One point per day in March 2026, built in UTC so every reader gets the same dates.
const days = Array.from({ length: 31 }, (_, index) => new Date(Date.UTC(2026, 2, index + 1)));
// Active users per day: a weekly rhythm (fewer at weekends) on top of slow growth.
const activeUsers = days.map((date, index) => {
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
  return Math.round(3200 + index * 25 + (weekend ? -900 : 0) + 120 * Math.sin(index));
});

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function AxisTime() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="axis-time-title" variant="subtitle2" component="h3">
        Daily active users, March 2026
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[
            {
              scaleType: 'utc',
              data: days,
              // Formats both the ticks and the tooltip header, told apart by `location`.
              valueFormatter: (date: Date, context) =>
                context.location === 'tick' ? shortDate.format(date) : longDate.format(date),
            },
          ]}
          yAxis={[{ width: 50 }]}
          series={[{ data: activeUsers, label: 'Active users', showMark: false }]}
          hideLegend
          aria-labelledby="axis-time-title"
        />
      </Box>
    </Box>
  );
}
