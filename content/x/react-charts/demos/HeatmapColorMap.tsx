import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { PiecewiseColorLegend } from '@mui/x-charts-pro/ChartsLegend';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = Array.from({ length: 24 }, (_, hour) => hour);

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

type Mode = 'continuous' | 'piecewise';

export default function HeatmapColorMap() {
  const [mode, setMode] = React.useState<Mode>('piecewise');

  return (
    <Stack sx={{ height: 420, width: '100%' }} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next: Mode | null) => next && setMode(next)}
        aria-label="Colour map type"
      >
        <ToggleButton value="continuous">continuous</ToggleButton>
        <ToggleButton value="piecewise">piecewise</ToggleButton>
      </ToggleButtonGroup>
      <Box
        component="figure"
        sx={{ m: 0, flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Typography component="figcaption" variant="subtitle2">
          Website visits per weekday and hour (UTC)
        </Typography>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <Heatmap
            key={mode}
            xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}h` }]}
            yAxis={[{ data: days }]}
            zAxis={[
              {
                colorMap:
                  mode === 'continuous'
                    ? { type: 'continuous', min: 0, max: 1000, color: ['#fff3e0', '#bf360c'] }
                    : {
                        type: 'piecewise',
                        thresholds: [200, 500, 800],
                        colors: ['#e0f2f1', '#80cbc4', '#26a69a', '#00695c'],
                      },
              },
            ]}
            series={[{ data, label: 'Visits' }]}
            hideLegend={false}
            slots={mode === 'piecewise' ? { legend: PiecewiseColorLegend } : undefined}
            slotProps={{ legend: { position: { vertical: 'bottom' } } }}
            margin={{ right: 12 }}
          />
        </Box>
      </Box>
    </Stack>
  );
}
