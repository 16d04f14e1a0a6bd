import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const days = Array.from({ length: 365 }, (_, index) => new Date(Date.UTC(2025, 0, index + 1)));
const price = days.map((date, index) => {
  const season = 25 * Math.cos(((index - 15) / 365) * 2 * Math.PI);
  const week = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? -14 : 0;
  const noise = 9 * Math.sin(index * 1.37) + 5 * Math.sin(index * 0.41);
  return Math.round(78 + season + week + noise);
});

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function ZoomSlider() {
  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="zoom-slider-title" variant="subtitle2" component="h3">
        Daily electricity price in 2025 (€/MWh), with a zoom slider
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChartPro
          xAxis={[
            {
              id: 'days',
              scaleType: 'utc',
              data: days,
              valueFormatter: (date: Date) => dateFormat.format(date),
              zoom: { slider: { enabled: true, preview: true, showTooltip: 'hover' } },
            },
          ]}
          yAxis={[{ width: 40 }]}
          series={[
            { data: price, label: 'Price', showMark: false, valueFormatter: (v) => `${v} €/MWh` },
          ]}
          // Start on the last four months; the reader can widen the range.
          initialZoom={[{ axisId: 'days', start: 67, end: 100 }]}
          hideLegend
          aria-labelledby="zoom-slider-title"
        />
      </Box>
    </Box>
  );
}
