import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
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

const pad = (hour: number) => String(hour).padStart(2, '0');

export default function HeatmapTooltip() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Stack sx={{ height: 400, width: '100%' }} spacing={1}>
      <Box
        component="figure"
        sx={{ m: 0, flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Typography component="figcaption" variant="subtitle2">
          Website visits per weekday and hour (UTC). Hover a cell for details, click to select it.
        </Typography>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <Heatmap
            xAxis={[
              {
                data: hours,
                // Short labels on the ticks, a full time range in the tooltip.
                valueFormatter: (hour: number, context) =>
                  context.location === 'tick'
                    ? `${hour}h`
                    : `${pad(hour)}:00 to ${pad((hour + 1) % 24)}:00`,
              },
            ]}
            yAxis={[
              {
                data: days,
                valueFormatter: (day: string, context) =>
                  context.location === 'tick' ? day.slice(0, 3) : day,
              },
            ]}
            zAxis={[
              {
                colorMap: { type: 'continuous', min: 0, max: 1000, color: ['#ede7f6', '#4527a0'] },
              },
            ]}
            series={[
              {
                data,
                label: 'Visits',
                valueFormatter: (value) => `${value[2].toLocaleString('en-US')} visits`,
              },
            ]}
            onItemClick={(_, item) => {
              const cell = item.dataIndex === undefined ? undefined : data[item.dataIndex];
              setSelected(
                cell
                  ? `${days[cell[1]]}, ${pad(cell[0])}:00: ${cell[2].toLocaleString('en-US')} visits`
                  : null,
              );
            }}
            margin={{ right: 12 }}
          />
        </Box>
      </Box>
      <Typography variant="body2" aria-live="polite">
        Selected cell: {selected ?? 'none'}
      </Typography>
    </Stack>
  );
}
