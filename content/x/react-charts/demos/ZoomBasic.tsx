import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Daily average wholesale electricity price in 2025, in €/MWh (a deterministic sample).
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

export default function ZoomBasic() {
  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="zoom-basic-title" variant="subtitle2" component="h3">
        Daily electricity price in 2025 (€/MWh). Scroll or pinch to zoom, drag to pan.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChartPro
          xAxis={[
            {
              scaleType: 'utc',
              data: days,
              valueFormatter: (date: Date) => dateFormat.format(date),
              zoom: true,
            },
          ]}
          yAxis={[{ width: 40 }]}
          series={[
            { data: price, label: 'Price', showMark: false, valueFormatter: (v) => `${v} €/MWh` },
          ]}
          hideLegend
          aria-labelledby="zoom-basic-title"
        />
      </Box>
    </Box>
  );
}
