import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const minutes = Array.from({ length: 41 }, (_, minute) => minute);
// Heart rate during a 40-minute run: warm-up, steady pace, a hill, cool-down.
const heartRate = minutes.map((minute) => {
  if (minute < 6) return 95 + minute * 9;
  if (minute < 22) return 146 + Math.round(4 * Math.sin(minute));
  if (minute < 28) return 150 + (minute - 22) * 4;
  if (minute < 35) return 166 - (minute - 28) * 3 + Math.round(2 * Math.sin(minute));
  return 145 - (minute - 35) * 7;
});

type ReferenceBandProps = { from: number; to: number; label: string };

/** A horizontal band between two values of the y-axis, across the whole drawing area. */
function ReferenceBand({ from, to, label }: ReferenceBandProps) {
  const theme = useTheme();
  const { left, width } = useDrawingArea();
  const yScale = useYScale();

  const top = yScale(to);
  const bottom = yScale(from);
  if (top === undefined || bottom === undefined) return null;

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={bottom - top}
        fill={theme.palette.success.main}
        fillOpacity={0.15}
      />
      <text x={left + 8} y={top + 16} fill={theme.palette.text.secondary} style={{ fontSize: 12 }}>
        {label}
      </text>
    </g>
  );
}

export default function ComponentsReferenceBand() {
  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="components-band-title" variant="subtitle2" component="h3">
        Heart rate during a 40-minute run, with the target zone
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[
            {
              scaleType: 'linear',
              data: minutes,
              label: 'Minutes',
              valueFormatter: (minute: number, context) =>
                context.location === 'tick' ? `${minute}` : `Minute ${minute}`,
            },
          ]}
          yAxis={[{ min: 80, max: 180, label: 'bpm' }]}
          series={[
            {
              data: heartRate,
              label: 'Heart rate',
              showMark: false,
              valueFormatter: (v) => `${v} bpm`,
            },
          ]}
          hideLegend
          aria-labelledby="components-band-title"
        >
          <ReferenceBand from={140} to={160} label="Target zone: 140 to 160 bpm" />
        </LineChart>
      </Box>
    </Box>
  );
}
