import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function LinesBasic() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 300, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Average monthly temperature in Vienna (°C)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'point', data: months }]}
          series={[
            {
              data: [0.8, 2.4, 6.4, 11.9, 16.4, 19.9, 22.0, 21.6, 16.8, 11.4, 5.9, 1.9],
              label: 'Temperature',
            },
          ]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
