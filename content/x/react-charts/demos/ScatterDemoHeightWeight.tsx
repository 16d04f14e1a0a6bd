import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

/** A small seeded random generator, so the sample is the same on every render. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** Normally distributed numbers (Box-Muller transform). */
function createNormal(seed: number) {
  const random = createRandom(seed);
  return (mean: number, deviation: number) => {
    const u = 1 - random();
    const v = random();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
}

/** A simulated sample of adults: height in cm, weight in kg. */
function sample(seed: number, meanHeight: number, meanBmi: number, count: number) {
  const normal = createNormal(seed);
  return Array.from({ length: count }, (_, index) => {
    const height = Math.round(normal(meanHeight, 7));
    const bmi = normal(meanBmi, 2.6);
    const weight = Math.round(bmi * (height / 100) ** 2 * 10) / 10;
    return { id: index, x: height, y: weight };
  });
}

const women = sample(41, 164, 24, 80);
const men = sample(97, 177, 25.6, 80);

const format = (point: { x: number; y: number } | null) =>
  point ? `${point.x} cm, ${point.y} kg` : '';

export default function ScatterDemoHeightWeight() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 420, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Height and weight of 160 adults (simulated sample)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScatterChart
          aria-labelledby={titleId}
          xAxis={[{ label: 'Height (cm)' }]}
          yAxis={[{ label: 'Weight (kg)' }]}
          series={[
            { data: women, label: 'Women', markerSize: 4, valueFormatter: format },
            { data: men, label: 'Men', markerSize: 4, valueFormatter: format },
          ]}
          grid={{ horizontal: true, vertical: true }}
          voronoiMaxRadius={25}
        />
      </Box>
    </Box>
  );
}
