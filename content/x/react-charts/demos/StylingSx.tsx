import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);
// Weekly distance run while training for a half marathon, in km.
const distance = [18, 21, 20, 24, 27, 25, 30, 33, 31, 35, 28, 21];

export default function StylingSx() {
  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="styling-sx-title" variant="subtitle2" component="h3">
        Weekly running distance (km), 12-week plan
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: weeks }]}
          yAxis={[{ width: 35, min: 0 }]}
          series={[{ data: distance, label: 'Distance', area: true, curve: 'natural' }]}
          grid={{ horizontal: true }}
          hideLegend
          sx={(theme) => ({
            [`& .${lineClasses.line}`]: { strokeWidth: 3 },
            [`& .${lineClasses.area}`]: { fillOpacity: 0.2 },
            [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4' },
            // Axis lines and ticks in the theme's divider colour, readable in both modes.
            [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: theme.palette.divider },
            [`& .${axisClasses.tickLabel}`]: { fill: theme.palette.text.secondary },
          })}
          aria-labelledby="styling-sx-title"
        />
      </Box>
    </Box>
  );
}
