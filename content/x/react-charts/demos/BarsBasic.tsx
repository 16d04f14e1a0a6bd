import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function BarsBasic() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 300, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Rainfall in Lisbon, first half of 2025 (mm)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'band', data: months }]}
          series={[{ data: [96, 82, 58, 64, 38, 14], label: 'Rainfall' }]}
        />
      </Box>
    </Box>
  );
}
