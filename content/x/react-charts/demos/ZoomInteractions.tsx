import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// 120 trees measured in a park: trunk diameter (cm) against height (m).
const trees = Array.from({ length: 120 }, (_, index) => {
  const diameter = 8 + ((index * 37) % 80);
  const height = Math.round((4 + diameter * 0.28 + 3 * Math.sin(index * 2.3)) * 10) / 10;
  return { id: index, x: diameter, y: height };
});

export default function ZoomInteractions() {
  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="zoom-interactions-title" variant="subtitle2" component="h3">
        Park trees: height against trunk diameter. Drag to select an area, double-click to reset.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScatterChartPro
          xAxis={[{ id: 'diameter', label: 'Trunk diameter (cm)', zoom: true }]}
          yAxis={[{ id: 'height', label: 'Height (m)', width: 55, zoom: true }]}
          series={[
            {
              data: trees,
              label: 'Trees',
              valueFormatter: (tree) => (tree === null ? '' : `${tree.x} cm, ${tree.y} m`),
            },
          ]}
          // Brush to zoom, double-click to reset; panning needs the Shift key so that
          // dragging is free for the brush.
          zoomInteractionConfig={{
            zoom: ['brush', 'doubleTapReset', 'wheel'],
            pan: [{ type: 'drag', requiredKeys: ['Shift'] }],
          }}
          hideLegend
          aria-labelledby="zoom-interactions-title"
        />
      </Box>
    </Box>
  );
}
