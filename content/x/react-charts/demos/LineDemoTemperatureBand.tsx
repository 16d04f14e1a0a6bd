import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average daily low and high in Madrid, in °C (rounded long-term normals).
const low = [2.7, 3.7, 6.2, 8.7, 12.4, 17.1, 19.9, 19.6, 15.9, 11.2, 6.2, 3.4];
const high = [10.1, 12.2, 16.3, 18.6, 23.0, 29.5, 32.8, 32.0, 26.9, 20.4, 14.2, 10.5];
const mean = low.map((value, index) => Math.round(((value + high[index]) / 2) * 10) / 10);

// The band is two stacked areas: an invisible one up to the low,
// and one as tall as the daily range on top of it.
const range = high.map((value, index) => Math.round((value - low[index]) * 10) / 10);

const BAND_COLOR = '#ef6c00';
const celsius = (value: number | null) => (value === null ? '' : `${value.toFixed(1)} °C`);

export default function LineDemoTemperatureBand() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Madrid: average daily low, mean and high temperature per month
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ label: '°C' }]}
          series={[
            {
              id: 'low',
              data: low,
              label: 'Average low',
              stack: 'band',
              area: true,
              showMark: false,
              color: BAND_COLOR,
              valueFormatter: celsius,
            },
            {
              id: 'range',
              data: range,
              label: 'Average high',
              stack: 'band',
              area: true,
              showMark: false,
              color: BAND_COLOR,
              // The stacked value is the range: show the high instead.
              valueFormatter: (_, { dataIndex }) => celsius(high[dataIndex]),
            },
            { id: 'mean', data: mean, label: 'Mean', valueFormatter: celsius },
          ]}
          slotProps={{ tooltip: { trigger: 'axis' } }}
          sx={{
            [`& .${lineClasses.area}[data-series="low"]`]: { fill: 'none' },
            [`& .${lineClasses.area}[data-series="range"]`]: { fillOpacity: 0.25 },
          }}
        />
      </Box>
    </Box>
  );
}
