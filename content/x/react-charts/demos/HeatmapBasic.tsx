import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = Array.from({ length: 24 }, (_, hour) => hour);

// Visits of a small online shop, per weekday and hour. The numbers come from a formula
// (two office-hour peaks on weekdays, one afternoon peak at weekends), so every render is the same.
function visits(day: number, hour: number) {
  const bump = (center: number, width: number) =>
    Math.exp(-((hour - center) ** 2) / (2 * width * width));
  const shape =
    day < 5 ? 720 * bump(10, 2.5) + 560 * bump(15, 2.5) + 150 * bump(21, 2) : 420 * bump(14, 4);
  const dayFactor = [1, 1.05, 1.08, 1.02, 0.86, 0.62, 0.55][day];
  const variation = 1 + 0.08 * Math.sin(day * 7.3 + hour * 1.7);
  return Math.round((30 + shape * dayFactor) * variation);
}

const data: HeatmapValueType[] = days.flatMap((_, day) =>
  hours.map((hour): HeatmapValueType => [hour, day, visits(day, hour)]),
);

export default function HeatmapBasic() {
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Typography component="figcaption" variant="subtitle2">
        Website visits per weekday and hour (UTC)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <Heatmap
          xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}h` }]}
          yAxis={[{ data: days }]}
          zAxis={[
            { colorMap: { type: 'continuous', min: 0, max: 1000, color: ['#e3f2fd', '#0d47a1'] } },
          ]}
          series={[{ data, label: 'Visits' }]}
          margin={{ right: 12 }}
        />
      </Box>
    </Box>
  );
}
