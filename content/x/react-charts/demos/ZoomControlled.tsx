import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

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

// Zoom ranges are percentages of the axis, from 0 to 100.
const presets: { label: string; start: number; end: number }[] = [
  { label: 'Whole year', start: 0, end: 100 },
  { label: 'Q1', start: 0, end: 25 },
  { label: 'Summer', start: 41.5, end: 67 },
  { label: 'December', start: 91.5, end: 100 },
];

export default function ZoomControlled() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'days', start: 0, end: 25 },
  ]);
  const current = zoomData.find((item) => item.axisId === 'days');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setZoomData([{ axisId: 'days', start: preset.start, end: preset.end }])}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" aria-live="polite">
        Zoom on the x-axis:{' '}
        {current ? `${current.start.toFixed(1)} % to ${current.end.toFixed(1)} %` : 'none'}
      </Typography>
      <Typography id="zoom-controlled-title" variant="subtitle2" component="h3">
        Daily electricity price in 2025 (€/MWh)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChartPro
          xAxis={[
            {
              id: 'days',
              scaleType: 'utc',
              data: days,
              valueFormatter: (date: Date) => dateFormat.format(date),
              zoom: { minSpan: 5 },
            },
          ]}
          yAxis={[{ width: 40 }]}
          series={[
            { data: price, label: 'Price', showMark: false, valueFormatter: (v) => `${v} €/MWh` },
          ]}
          zoomData={zoomData}
          onZoomChange={setZoomData}
          hideLegend
          aria-labelledby="zoom-controlled-title"
        />
      </Box>
    </Box>
  );
}
