import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// New sign-ups per month for a fictional app.
const signups = [310, 280, 355, 402, 376, 290, 268, 301, 448, 495, 470, 388];
// Three-month moving average: null until three months are known.
const average = signups.map((_, index) =>
  index < 2 ? null : Math.round((signups[index - 2] + signups[index - 1] + signups[index]) / 3),
);

export default function BarsWithLinePlot() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 340, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Sign-ups per month (bars) and their three-month moving average (line), 2025
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartsContainer
          aria-labelledby={titleId}
          xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
          yAxis={[{ id: 'signups', min: 0, width: 45 }]}
          series={[
            {
              type: 'bar',
              id: 'signups',
              data: signups,
              label: 'Sign-ups',
              color: '#90caf9',
            },
            {
              type: 'line',
              id: 'average',
              data: average,
              label: '3-month average',
              color: '#0d47a1',
            },
          ]}
        >
          <ChartsGrid horizontal />
          {/* Later children are drawn on top: the line over the bars. */}
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="signups" />
        </ChartsContainer>
      </Box>
    </Box>
  );
}
