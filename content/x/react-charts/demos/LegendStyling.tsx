import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function LegendStyling() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="legend-styling-title" variant="subtitle2" component="h3">
        Support tickets opened and closed per month
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ width: 40 }]}
          series={[
            // labelMarkType sets the shape next to the label: 'square', 'circle' or 'line'.
            { data: [142, 160, 151, 171, 168, 190], label: 'Opened', labelMarkType: 'line' },
            { data: [130, 155, 160, 162, 170, 181], label: 'Closed', labelMarkType: 'circle' },
          ]}
          slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'end' } } }}
          sx={{
            [`& .${legendClasses.root}`]: { gap: 3 },
            [`& .${legendClasses.label}`]: { fontWeight: 600 },
          }}
          aria-labelledby="legend-styling-title"
        />
      </Box>
    </Box>
  );
}
