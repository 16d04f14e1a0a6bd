import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Visits to a fictional news site by device type, in millions per year.
const dataset = [
  { year: 2016, desktop: 41.2, mobile: 28.4, tablet: 7.9 },
  { year: 2017, desktop: 38.9, mobile: 34.1, tablet: 7.5 },
  { year: 2018, desktop: 36.0, mobile: 40.8, tablet: 6.9 },
  { year: 2019, desktop: 34.7, mobile: 47.3, tablet: 6.2 },
  { year: 2020, desktop: 39.5, mobile: 55.0, tablet: 6.8 },
  { year: 2021, desktop: 35.2, mobile: 58.9, tablet: 5.9 },
  { year: 2022, desktop: 31.8, mobile: 61.2, tablet: 5.1 },
  { year: 2023, desktop: 29.4, mobile: 64.7, tablet: 4.6 },
  { year: 2024, desktop: 27.9, mobile: 68.3, tablet: 4.2 },
  { year: 2025, desktop: 26.1, mobile: 71.6, tablet: 3.8 },
];

const devices = [
  { dataKey: 'desktop', label: 'Desktop' },
  { dataKey: 'mobile', label: 'Mobile' },
  { dataKey: 'tablet', label: 'Tablet' },
];

const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

export default function AreasDemoPercent() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Share of visits by device type, 2016 to 2025 (fictional news site)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[
            {
              scaleType: 'point',
              dataKey: 'year',
              valueFormatter: (year: number) => String(year),
            },
          ]}
          // With stackOffset 'expand', every stack goes from 0 to 1.
          yAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => percent.format(value) }]}
          series={devices.map((device) => ({
            ...device,
            stack: 'visits',
            stackOffset: 'expand' as const,
            area: true,
            showMark: false,
            // The tooltip still receives the raw values.
            valueFormatter: (value: number | null) =>
              value === null ? '' : `${value.toFixed(1)} M visits`,
          }))}
          slotProps={{ tooltip: { trigger: 'axis' } }}
        />
      </Box>
    </Box>
  );
}
