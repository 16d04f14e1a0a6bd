import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useDrawingArea, useXAxis, useXScale } from '@mui/x-charts/hooks';

// The first two weeks of June 2026. June 1st is a Monday.
const days = Array.from({ length: 14 }, (_, index) => `Jun ${index + 1}`);
const isWeekend = (index: number) => index % 7 >= 5;
// Parcels delivered per day by one depot.
const parcels = [812, 790, 845, 828, 901, 402, 118, 798, 776, 860, 842, 930, 415, 97];

/** Shades the bands of the x-axis that fall on a weekend, behind the bars. */
function WeekendShading() {
  const theme = useTheme();
  const { top, height } = useDrawingArea();
  const xAxis = useXAxis<'band'>();
  const xScale = useXScale<'band'>();

  return (
    <g>
      {(xAxis.data ?? []).map((day: string, index: number) => {
        const x = xScale(day);
        if (!isWeekend(index) || x === undefined) return null;
        // step() includes the gap between bands, so shaded days touch each other.
        const gap = xScale.step() - xScale.bandwidth();
        return (
          <rect
            key={day}
            x={x - gap / 2}
            y={top}
            width={xScale.step()}
            height={height}
            fill={theme.palette.text.primary}
            fillOpacity={0.06}
          />
        );
      })}
    </g>
  );
}

export default function ComponentsWeekendShading() {
  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="components-weekend-title" variant="subtitle2" component="h3">
        Parcels delivered per day, weekends shaded
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartsContainer
          series={[{ type: 'bar', data: parcels, label: 'Parcels' }]}
          xAxis={[{ scaleType: 'band', data: days }]}
          yAxis={[{ width: 50 }]}
          aria-labelledby="components-weekend-title"
        >
          {/* Children are drawn in order: the shading first, so it stays behind the bars. */}
          <WeekendShading />
          <ChartsAxisHighlight x="band" />
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsTooltip trigger="axis" />
        </ChartsContainer>
      </Box>
    </Box>
  );
}
