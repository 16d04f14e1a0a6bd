import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];

export default function LabelBasic() {
  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="label-basic-title" variant="subtitle2" component="h3">
        Solar panels installed per region
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: regions, label: 'Sales region' }]}
          yAxis={[{ label: 'Installations' }]}
          series={[
            // The series label is used by the legend and the tooltip.
            { data: [320, 280, 410, 190], label: '2024' },
            { data: [380, 300, 460, 260], label: '2025' },
          ]}
          aria-labelledby="label-basic-title"
        />
      </Box>
    </Box>
  );
}
