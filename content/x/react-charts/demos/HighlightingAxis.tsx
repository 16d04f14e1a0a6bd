import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

// One point per hour over a day at a weather station.
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const temperature = hours.map(
  (hour) => Math.round((9 + 7 * Math.sin(((hour - 9) / 24) * 2 * Math.PI)) * 10) / 10,
);
const humidity = hours.map((hour) =>
  Math.round(78 - 22 * Math.sin(((hour - 9) / 24) * 2 * Math.PI)),
);

const xAxis = [
  {
    id: 'hours',
    scaleType: 'point' as const,
    data: hours,
    valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
  },
];

export default function HighlightingAxis() {
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="highlighting-axis-temperature" variant="subtitle2" component="h3">
        Temperature (°C). Hover either chart: both follow.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={xAxis}
          yAxis={[{ width: 40 }]}
          series={[{ data: temperature, label: 'Temperature', showMark: false }]}
          highlightedAxis={highlightedAxis}
          onHighlightedAxisChange={setHighlightedAxis}
          hideLegend
          aria-labelledby="highlighting-axis-temperature"
        />
      </Box>
      <Typography id="highlighting-axis-humidity" variant="subtitle2" component="h3">
        Relative humidity (%)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={xAxis}
          yAxis={[{ width: 40 }]}
          series={[{ data: humidity, label: 'Humidity', showMark: false, color: '#00897b' }]}
          highlightedAxis={highlightedAxis}
          onHighlightedAxisChange={setHighlightedAxis}
          hideLegend
          aria-labelledby="highlighting-axis-humidity"
        />
      </Box>
    </Box>
  );
}
