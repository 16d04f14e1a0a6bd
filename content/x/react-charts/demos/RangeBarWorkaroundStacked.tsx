import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarSeries } from '@mui/x-charts/BarChart';

// Approximate monthly low and high temperatures, in °C, rounded.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cities = [
  {
    id: 'lisbon',
    label: 'Lisbon',
    lows: [8, 9, 11, 12, 14, 17, 18, 19, 18, 15, 11, 9],
    highs: [15, 16, 19, 20, 22, 26, 28, 28, 27, 22, 18, 15],
  },
  {
    id: 'madrid',
    label: 'Madrid',
    lows: [3, 4, 6, 8, 12, 16, 19, 19, 16, 11, 6, 4],
    highs: [10, 12, 16, 18, 22, 28, 32, 31, 26, 19, 13, 10],
  },
];

// Each range becomes two stacked bars: an invisible base from 0 to the low,
// and a visible bar from the low to the high.
const series: BarSeries[] = cities.flatMap((city) => [
  {
    id: `${city.id}-base`,
    stack: city.id,
    data: city.lows,
    color: 'transparent',
    // No label: not in the legend. A null value: not in the tooltip.
    valueFormatter: () => null,
  },
  {
    id: city.id,
    stack: city.id,
    label: city.label,
    data: city.highs.map((high, index) => high - city.lows[index]),
    valueFormatter: (value, { dataIndex }) =>
      `${city.lows[dataIndex]} °C to ${city.highs[dataIndex]} °C`,
  },
]);

export default function RangeBarWorkaroundStacked() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Workaround: monthly temperature range, low to high (approximate)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ valueFormatter: (value: number) => `${value} °C`, width: 50 }]}
          series={series}
          borderRadius={4}
          grid={{ horizontal: true }}
          slotProps={{ tooltip: { trigger: 'axis' } }}
        />
      </Box>
    </Box>
  );
}
