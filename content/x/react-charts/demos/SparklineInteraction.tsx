import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
// Average response time of an API, in milliseconds, per week.
const latency = [182, 175, 190, 168, 160, 171, 158, 149, 155, 143];
// Tickets closed per week.
const tickets = [31, 28, 35, 40, 37, 44, 39, 46, 50, 48];

export default function SparklineInteraction() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ height: 160, width: '100%' }}>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        <Typography id="sparkline-latency" variant="subtitle2" component="h3">
          API latency per week (hover for values)
        </Typography>
        <SparkLineChart
          data={latency}
          height={64}
          showTooltip
          showHighlight
          xAxis={{ data: weeks }}
          valueFormatter={(value) => (value === null ? '' : `${value} ms`)}
          aria-labelledby="sparkline-latency"
        />
      </Stack>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        <Typography id="sparkline-tickets" variant="subtitle2" component="h3">
          Tickets closed per week
        </Typography>
        <SparkLineChart
          plotType="bar"
          data={tickets}
          height={64}
          showTooltip
          showHighlight
          xAxis={{ data: weeks }}
          aria-labelledby="sparkline-tickets"
        />
      </Stack>
    </Stack>
  );
}
