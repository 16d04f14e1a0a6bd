import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// One category per month, January 2025 to June 2026 (local dates, used as categories).
const months = Array.from({ length: 18 }, (_, index) => new Date(2025, index, 1));
// Support tickets closed per month by a fictional help desk.
const closed = [
  412, 398, 455, 430, 471, 390, 362, 381, 467, 502, 488, 420, 451, 439, 497, 476, 512, 458,
];

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short' });
const fullMonth = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
});

export default function AxisGroups() {
  const titleId = React.useId();
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Typography id={titleId} variant="subtitle2" component="h3">
        Support tickets closed per month, January 2025 to June 2026
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          xAxis={[
            {
              scaleType: 'band',
              data: months,
              // The tooltip still uses valueFormatter; the rows of ticks use `groups`.
              valueFormatter: (date: Date) => fullMonth.format(date),
              groups: [
                { getValue: (date: Date) => monthName.format(date) },
                {
                  getValue: (date: Date) => `Q${Math.floor(date.getMonth() / 3) + 1}`,
                },
                { getValue: (date: Date) => date.getFullYear() },
              ],
              // Three rows of labels need more room than the default 25 px.
              height: 55,
            },
          ]}
          series={[{ data: closed, label: 'Tickets closed' }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
