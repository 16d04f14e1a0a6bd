import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Climate normals for Lisbon.
const temperature = [11.6, 12.6, 14.6, 15.7, 18.0, 21.0, 23.1, 23.5, 22.0, 18.9, 14.9, 12.5];
const sunshine = [142, 156, 202, 235, 292, 323, 364, 350, 269, 215, 157, 137];

export default function AxisMultiple() {
  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="axis-multiple-title" variant="subtitle2" component="h3">
        Lisbon climate: mean temperature and hours of sunshine per month
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[
            { id: 'temperature', label: 'Temperature (°C)', position: 'left', min: 0, max: 30 },
            { id: 'sunshine', label: 'Sunshine (hours)', position: 'right', min: 0, max: 400 },
          ]}
          series={[
            {
              data: temperature,
              label: 'Mean temperature',
              yAxisId: 'temperature',
              valueFormatter: (value) => `${value} °C`,
            },
            {
              data: sunshine,
              label: 'Sunshine',
              yAxisId: 'sunshine',
              valueFormatter: (value) => `${value} h`,
            },
          ]}
          aria-labelledby="axis-multiple-title"
        />
      </Box>
    </Box>
  );
}
