import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

// Daily mean temperature in Oslo, 1 to 31 March 2026, in °C (deterministic sample).
const days = Array.from({ length: 31 }, (_, index) => index + 1);
const temperature = days.map(
  (day) => Math.round((-3 + day * 0.35 + 3 * Math.sin(day / 2.5)) * 10) / 10,
);

export default function LegendPiecewise() {
  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="legend-piecewise-title" variant="subtitle2" component="h3">
        Daily mean temperature in Oslo, March 2026
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[{ data: days, min: 1, max: 31, valueFormatter: (day: number) => `Mar ${day}` }]}
          yAxis={[
            {
              width: 45,
              valueFormatter: (value: number) => `${value} °C`,
              // Colours the line by value: below 0 °C, 0 to 5 °C, above 5 °C.
              colorMap: {
                type: 'piecewise',
                thresholds: [0, 5],
                colors: ['#1e88e5', '#43a047', '#fb8c00'],
              },
            },
          ]}
          series={[{ data: temperature, label: 'Temperature', showMark: false }]}
          slots={{ legend: PiecewiseColorLegend }}
          slotProps={{
            legend: {
              axisDirection: 'y',
              labelPosition: 'inline-end',
              position: { vertical: 'top', horizontal: 'center' },
            },
          }}
          aria-labelledby="legend-piecewise-title"
        />
      </Box>
    </Box>
  );
}
