import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

export default function ChartsGettingStartedFirstChart() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 300, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Support tickets closed per weekday
      </Typography>
      <BarChart
        aria-labelledby={titleId}
        xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
        series={[{ data: [34, 41, 38, 45, 29], label: 'Tickets closed' }]}
        height={240}
      />
    </Box>
  );
}
