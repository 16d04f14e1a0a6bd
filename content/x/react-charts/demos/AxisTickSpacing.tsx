import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// 90 days from 1 January 2026 (local dates, used as categories).
const days = Array.from({ length: 90 }, (_, index) => new Date(2026, 0, 1 + index));
// Visitors per day to a fictional museum: a weekly rhythm and a slow rise.
const visitors = days.map((date, index) => {
  const weekend = date.getDay() === 0 || date.getDay() === 6;
  return 420 + index * 3 + (weekend ? 260 : 0) + ((index * 37) % 60);
});

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
});

export default function AxisTickSpacing() {
  const titleId = React.useId();
  const sliderId = React.useId();
  const [tickSpacing, setTickSpacing] = React.useState(60);
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ width: 240 }}>
        <Typography id={sliderId} variant="caption" component="div">
          tickSpacing: {tickSpacing} px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={150}
          step={10}
          value={tickSpacing}
          onChange={(_, value) => setTickSpacing(value as number)}
          aria-labelledby={sliderId}
        />
      </Box>
      <Typography id={titleId} variant="subtitle2" component="h3">
        Museum visitors per day, first quarter of 2026
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          xAxis={[
            {
              scaleType: 'band',
              data: days,
              tickSpacing,
              valueFormatter: (date: Date) => shortDate.format(date),
            },
          ]}
          series={[{ data: visitors, label: 'Visitors' }]}
          hideLegend
          skipAnimation
        />
      </Box>
    </Box>
  );
}
