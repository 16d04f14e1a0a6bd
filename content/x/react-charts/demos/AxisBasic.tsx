import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average monthly rainfall in Dublin, in millimetres.
const rainfall = [63, 48, 50, 52, 59, 57, 56, 73, 59, 79, 73, 72];

export default function AxisBasic() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="axis-basic-title" variant="subtitle2" component="h3">
        Average monthly rainfall in Dublin
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: months, label: 'Month' }]}
          yAxis={[{ label: 'Rainfall (mm)' }]}
          series={[{ data: rainfall, label: 'Rainfall', valueFormatter: (v) => `${v} mm` }]}
          hideLegend
          aria-labelledby="axis-basic-title"
        />
      </Box>
    </Box>
  );
}
