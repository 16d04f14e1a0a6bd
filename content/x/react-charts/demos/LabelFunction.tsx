import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

// Short names in the legend, full names in the tooltip and on the arcs.
const browsers = [
  { id: 'chrome', value: 64, name: 'Chrome', full: 'Google Chrome' },
  { id: 'safari', value: 19, name: 'Safari', full: 'Apple Safari' },
  { id: 'edge', value: 9, name: 'Edge', full: 'Microsoft Edge' },
  { id: 'firefox', value: 8, name: 'Firefox', full: 'Mozilla Firefox' },
];

export default function LabelFunction() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: 320, width: '100%' }}>
      <Box sx={{ flex: 3, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Typography id="label-function-line" variant="subtitle2" component="h3">
          Median page load time per week
        </Typography>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <LineChart
            xAxis={[{ scaleType: 'point', data: weeks }]}
            yAxis={[{ width: 40 }]}
            series={[
              {
                data: [2.4, 2.3, 2.5, 2.1, 1.9, 1.8, 1.8, 1.7],
                label: (location) =>
                  location === 'legend' ? 'Mobile' : 'Mobile, median load time',
                valueFormatter: (value) => `${value} s`,
              },
              {
                data: [1.2, 1.2, 1.3, 1.1, 1.0, 1.0, 0.9, 0.9],
                label: (location) =>
                  location === 'legend' ? 'Desktop' : 'Desktop, median load time',
                valueFormatter: (value) => `${value} s`,
              },
            ]}
            aria-labelledby="label-function-line"
          />
        </Box>
      </Box>
      <Box sx={{ flex: 2, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Typography id="label-function-pie" variant="subtitle2" component="h3">
          Browser share of visits (%)
        </Typography>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <PieChart
            series={[
              {
                data: browsers.map(({ id, value, name, full }) => ({
                  id,
                  value,
                  label: (location: 'tooltip' | 'legend' | 'arc') =>
                    location === 'legend' ? name : full,
                })),
                innerRadius: '45%',
                valueFormatter: (item) => `${item.value} %`,
              },
            ]}
            aria-labelledby="label-function-pie"
          />
        </Box>
      </Box>
    </Stack>
  );
}
