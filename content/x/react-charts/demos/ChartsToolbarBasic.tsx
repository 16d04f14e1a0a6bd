import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function ChartsToolbarBasic() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Support tickets per quarter, 2025
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChartPro
          aria-labelledby={titleId}
          showToolbar
          xAxis={[{ scaleType: 'band', data: quarters }]}
          yAxis={[{ width: 45 }]}
          series={[
            { data: [420, 515, 380, 610], label: 'Opened' },
            { data: [400, 530, 395, 570], label: 'Closed' },
          ]}
        />
      </Box>
    </Box>
  );
}
