import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Rainfall in a coastal town, in millimetres.
const rainfall = [98, 74, 66, 58, 61, 49, 41, 52, 77, 112, 131, 118];

type MarkerProps = { month: string; value: number; label: string };

/** A marker placed at a data value: a month on the band x-axis, millimetres on the y-axis. */
function ValueMarker({ month, value, label }: MarkerProps) {
  const theme = useTheme();
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();

  const bandStart = xScale(month);
  if (bandStart === undefined) return null; // Not a value of the axis.

  // A band scale returns the start of the band: add half its width to reach the centre.
  const x = bandStart + xScale.bandwidth() / 2;
  const y = yScale(value);

  return (
    <g>
      <circle
        cx={x}
        cy={y}
        r={6}
        fill={theme.palette.background.paper}
        stroke={theme.palette.text.primary}
        strokeWidth={2}
      />
      <text
        x={x}
        y={y - 14}
        textAnchor="middle"
        fill={theme.palette.text.primary}
        style={{ fontSize: 13, fontWeight: 600 }}
      >
        {label}
      </text>
    </g>
  );
}

export default function HooksScaleMarker() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="hooks-scale-marker-title" variant="subtitle2" component="h3">
        Monthly rainfall (mm), with the wettest month marked
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartsContainer
          series={[{ type: 'bar', data: rainfall, label: 'Rainfall' }]}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 45, min: 0, max: 160 }]}
          aria-labelledby="hooks-scale-marker-title"
        >
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ValueMarker month="Nov" value={131} label="131 mm" />
        </ChartsContainer>
      </Box>
    </Box>
  );
}
