import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly profit or loss of a seasonal business, in thousands of euros.
const result = [-12, -8, 3, 9, 15, 22, 31, 28, 12, 2, -5, -14];

export default function StylingSeriesColor() {
  const theme = useTheme();

  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="styling-series-color-title" variant="subtitle2" component="h3">
        Monthly profit and loss (k€)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 40 }]}
          series={[
            {
              data: result,
              label: 'Result',
              // `color` is the series colour (legend, tooltip mark).
              color: theme.palette.success.main,
              // `colorGetter` overrides it per item: losses use the theme's error colour.
              colorGetter: ({ value }) =>
                value !== null && value < 0 ? theme.palette.error.main : theme.palette.success.main,
              valueFormatter: (value) => `${value} k€`,
            },
          ]}
          hideLegend
          aria-labelledby="styling-series-color-title"
        />
      </Box>
    </Box>
  );
}
