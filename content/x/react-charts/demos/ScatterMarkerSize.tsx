import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

/** A small seeded random generator, so the points are the same on every render. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

// Trips of a fictional bike-sharing service: distance (km) and duration (min).
function trips(seed: number, speed: number, count: number) {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const distance = Math.round((0.5 + random() * 7.5) * 10) / 10;
    const duration = Math.round((distance / speed) * 60 * (0.8 + random() * 0.5));
    return { id: index, x: distance, y: duration };
  });
}

const classic = trips(7, 14, 40);
const electric = trips(11, 19, 40);

export default function ScatterMarkerSize() {
  const titleId = React.useId();
  const sliderId = React.useId();
  const [markerSize, setMarkerSize] = React.useState(4);
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Trip duration against distance, classic and electric bikes
      </Typography>
      <Box sx={{ width: 220 }}>
        <Typography id={sliderId} variant="caption">
          markerSize: {markerSize}
        </Typography>
        <Slider
          size="small"
          min={2}
          max={12}
          value={markerSize}
          onChange={(_, value) => setMarkerSize(value as number)}
          aria-labelledby={sliderId}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScatterChart
          aria-labelledby={titleId}
          xAxis={[{ label: 'Distance (km)', min: 0 }]}
          yAxis={[{ label: 'Duration (min)', min: 0 }]}
          series={[
            { data: classic, label: 'Classic bike', markerSize },
            { data: electric, label: 'Electric bike', markerSize },
          ]}
        />
      </Box>
    </Box>
  );
}
