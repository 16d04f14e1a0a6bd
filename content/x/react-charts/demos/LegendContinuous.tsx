import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// 40 flats for sale: floor area (m²), price (k€) and distance to the city centre (km, the z value).
const flats = Array.from({ length: 40 }, (_, index) => {
  const area = 35 + ((index * 37) % 90);
  const distance = Math.round(((index * 53) % 140) / 10) + 1;
  const price = Math.round(area * (6.2 - distance * 0.28) + ((index * 17) % 40));
  return { id: index, x: area, y: price, z: distance };
});

export default function LegendContinuous() {
  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="legend-continuous-title" variant="subtitle2" component="h3">
        Flats for sale: price against floor area, coloured by distance to the centre
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScatterChart
          xAxis={[{ label: 'Floor area (m²)' }]}
          yAxis={[{ label: 'Price (k€)', width: 60 }]}
          zAxis={[
            {
              min: 1,
              max: 15,
              colorMap: { type: 'continuous', min: 1, max: 15, color: ['#d32f2f', '#1976d2'] },
            },
          ]}
          series={[
            {
              data: flats,
              label: 'Flats',
              valueFormatter: (flat) =>
                flat === null ? '' : `${flat.x} m², ${flat.y} k€, ${flat.z} km from the centre`,
            },
          ]}
          slots={{ legend: ContinuousColorLegend }}
          slotProps={{
            legend: {
              axisDirection: 'z',
              minLabel: 'Central (1 km)',
              maxLabel: 'Outskirts (15 km)',
              labelPosition: 'extremes',
              position: { vertical: 'top', horizontal: 'center' },
              sx: { width: 420, maxWidth: '100%' },
            },
          }}
          aria-labelledby="legend-continuous-title"
        />
      </Box>
    </Box>
  );
}
