import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Cars of a fictional test: power (hp), fuel use (L/100 km) and weight (kg) as `z`.
const cars = [
  [75, 4.6, 980],
  [90, 5.1, 1090],
  [95, 4.9, 1150],
  [110, 5.6, 1240],
  [115, 5.4, 1210],
  [130, 6.1, 1330],
  [140, 6.4, 1420],
  [150, 6.2, 1380],
  [160, 7.0, 1510],
  [170, 7.4, 1590],
  [185, 7.1, 1540],
  [190, 8.0, 1710],
  [205, 8.3, 1760],
  [220, 8.1, 1690],
  [240, 9.2, 1880],
  [255, 9.6, 1950],
  [270, 9.0, 1820],
  [300, 10.4, 2050],
  [320, 10.9, 2140],
  [350, 11.8, 2230],
].map(([power, fuel, weight], index) => ({ id: index, x: power, y: fuel, z: weight }));

export default function ScatterColorMap() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Fuel consumption against engine power; colour shows the car&apos;s weight
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScatterChart
          aria-labelledby={titleId}
          xAxis={[{ label: 'Power (hp)' }]}
          yAxis={[{ label: 'Fuel use (L/100 km)' }]}
          zAxis={[
            {
              id: 'weight',
              min: 900,
              max: 2300,
              colorMap: { type: 'continuous', min: 900, max: 2300, color: ['#90caf9', '#b71c1c'] },
            },
          ]}
          series={[
            {
              data: cars,
              label: 'Cars',
              markerSize: 6,
              valueFormatter: (point) =>
                point ? `${point.x} hp, ${point.y} L/100 km, ${point.z} kg` : '',
            },
          ]}
          slots={{ legend: ContinuousColorLegend }}
          slotProps={{
            legend: {
              axisDirection: 'z',
              // Non-breaking spaces keep each label on one line.
              minLabel: '900\u00a0kg',
              maxLabel: '2,300\u00a0kg',
              labelPosition: 'extremes',
              // The gradient stretches to the legend's width.
              sx: { width: 280 },
            },
          }}
        />
      </Box>
    </Box>
  );
}
