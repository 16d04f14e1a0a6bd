import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useXAxis } from '@mui/x-charts/hooks';

// The first week of June 2026: June 1st is a Monday.
const days = [1, 2, 3, 4, 5, 6, 7];
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Steps walked per day.
const steps = [8200, 7400, 9100, 6800, 10400, 15200, 12900];

/** Two-line tick labels, drawn from the x-axis configuration. */
function DayLabels() {
  const theme = useTheme();
  const { top, height } = useDrawingArea();
  const xAxis = useXAxis<'band'>('days');

  // The axis knows its data, its scale, where it sits and how much room it has.
  if (xAxis.position !== 'bottom') return null;
  const y = top + height + xAxis.offset + 16;

  return (
    <g>
      {(xAxis.data ?? []).map((day: number, index: number) => {
        const start = xAxis.scale(day);
        if (start === undefined) return null;
        const x = start + xAxis.scale.bandwidth() / 2;
        const weekend = index >= 5;
        return (
          <text key={day} x={x} y={y} textAnchor="middle" style={{ fontSize: 12 }}>
            <tspan x={x} fill={theme.palette.text.primary} fontWeight={weekend ? 700 : 400}>
              {weekdays[index]}
            </tspan>
            <tspan x={x} dy={16} fill={theme.palette.text.secondary}>
              Jun {day}
            </tspan>
          </text>
        );
      })}
    </g>
  );
}

export default function HooksAxesLabels() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="hooks-axes-labels-title" variant="subtitle2" component="h3">
        Steps walked per day, June 1 to 7, 2026 (weekend days in bold)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartsContainer
          series={[{ type: 'bar', data: steps, label: 'Steps' }]}
          xAxis={[{ id: 'days', scaleType: 'band', data: days, height: 44 }]}
          yAxis={[{ width: 50 }]}
          aria-labelledby="hooks-axes-labels-title"
        >
          <BarPlot />
          {/* Keep the axis line and ticks, hide the built-in tick labels. */}
          <ChartsXAxis axisId="days" tickLabelInterval={() => false} />
          <ChartsYAxis />
          <DayLabels />
        </ChartsContainer>
      </Box>
    </Box>
  );
}
