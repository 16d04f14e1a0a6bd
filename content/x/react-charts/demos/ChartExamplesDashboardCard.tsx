import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';

// Orders of a fictional shop this week, and the weekly goal.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const orders = [164, 182, 171, 203, 238, 196, 130];
const weeklyGoal = 1500;
const total = orders.reduce((sum, value) => sum + value, 0);

export default function ChartExamplesDashboardCard() {
  const titleId = React.useId();
  const gaugeLabelId = React.useId();
  return (
    <Paper
      variant="outlined"
      sx={{ height: 300, p: 2, boxSizing: 'border-box', display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3">
        Orders per day, this week
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {total.toLocaleString('en-US')} orders in total
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <BarChart
            aria-labelledby={titleId}
            xAxis={[{ scaleType: 'band', data: days }]}
            yAxis={[{ width: 36 }]}
            series={[{ data: orders, label: 'Orders' }]}
            hideLegend
            borderRadius={4}
            margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
          />
        </Box>
        <Box
          sx={{
            width: 112,
            flexShrink: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Gauge
            width={104}
            height={104}
            value={total}
            valueMax={weeklyGoal}
            startAngle={-110}
            endAngle={110}
            innerRadius="75%"
            text={({ value, valueMax }) => `${Math.round(((value ?? 0) / valueMax) * 100)}%`}
            aria-labelledby={gaugeLabelId}
          />
          <Typography id={gaugeLabelId} variant="caption" color="text.secondary" align="center">
            of the weekly goal ({weeklyGoal.toLocaleString('en-US')})
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
