import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const GOAL = 10000;

// Step counts recorded by a fitness tracker over two weeks.
const days = [
  'Mon 2',
  'Tue 3',
  'Wed 4',
  'Thu 5',
  'Fri 6',
  'Sat 7',
  'Sun 8',
  'Mon 9',
  'Tue 10',
  'Wed 11',
  'Thu 12',
  'Fri 13',
  'Sat 14',
  'Sun 15',
];
const steps = [
  8412, 11230, 9876, 12504, 7310, 15822, 6104, 10210, 9433, 11876, 8120, 13045, 16390, 7702,
];

export default function BarDemoReferenceLine() {
  const titleId = React.useId();
  const reached = steps.filter((value) => value >= GOAL).length;
  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Daily steps, 2 to 15 March: goal of {GOAL.toLocaleString('en-US')} reached on {reached} of{' '}
        {steps.length} days
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'band', data: days, tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[
            {
              valueFormatter: (value: number) => `${value / 1000}k`,
              // Days below the goal in amber, the others in green.
              colorMap: { type: 'piecewise', thresholds: [GOAL], colors: ['#ed6c02', '#2e7d32'] },
            },
          ]}
          series={[
            {
              data: steps,
              label: 'Steps',
              valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
            },
          ]}
          hideLegend
        >
          <ChartsReferenceLine
            y={GOAL}
            label="Goal"
            labelAlign="end"
            lineStyle={{ strokeDasharray: '6 4' }}
          />
        </BarChart>
      </Box>
    </Box>
  );
}
