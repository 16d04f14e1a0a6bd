import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea } from '@mui/x-charts/hooks';

const hours = Array.from({ length: 13 }, (_, index) => index * 2);
// Visitors in a museum, every two hours of a Saturday.
const visitors = [0, 0, 0, 0, 40, 210, 340, 380, 290, 150, 30, 0, 0];

/** Outlines the drawing area and writes its position and size inside it. */
function DrawingAreaOutline() {
  const theme = useTheme();
  const { left, top, width, height, right, bottom } = useDrawingArea();

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        stroke={theme.palette.primary.main}
        strokeDasharray="6 4"
      />
      <text x={left + 8} y={top + 18} fill={theme.palette.text.primary} style={{ fontSize: 13 }}>
        {Math.round(width)} × {Math.round(height)} px
      </text>
      <text x={left + 8} y={top + 36} fill={theme.palette.text.secondary} style={{ fontSize: 12 }}>
        left {left}, top {top}, right {right}, bottom {bottom}
      </text>
    </g>
  );
}

export default function HooksDrawingAreaFrame() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="hooks-drawing-area-title" variant="subtitle2" component="h3">
        Museum visitors on a Saturday, with the drawing area outlined
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartsContainer
          series={[{ type: 'line', data: visitors, label: 'Visitors', area: true }]}
          xAxis={[
            {
              scaleType: 'point',
              data: hours,
              valueFormatter: (hour: number) => `${hour}h`,
            },
          ]}
          yAxis={[{ width: 45 }]}
          margin={{ top: 10, right: 20 }}
          aria-labelledby="hooks-drawing-area-title"
        >
          <AreaPlot />
          <LinePlot />
          <DrawingAreaOutline />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsContainer>
      </Box>
    </Box>
  );
}
