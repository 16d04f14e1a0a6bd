import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const regions = ['North', 'South', 'East', 'West'];

export default function ChartsExportToolbarOptions() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Sales by region (k€). Open the export menu in the toolbar.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChartPro
          aria-labelledby={titleId}
          showToolbar
          slotProps={{
            toolbar: {
              printOptions: { fileName: 'sales-by-region' },
              imageExportOptions: [
                { type: 'image/png', fileName: 'sales-by-region' },
                { type: 'image/jpeg', quality: 0.8, fileName: 'sales-by-region' },
                { type: 'image/webp', fileName: 'sales-by-region' },
              ],
            },
          }}
          xAxis={[{ scaleType: 'band', data: regions }]}
          yAxis={[{ width: 45 }]}
          series={[{ data: [310, 245, 280, 190], label: 'Sales' }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
