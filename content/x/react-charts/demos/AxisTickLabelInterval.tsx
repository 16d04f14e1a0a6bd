import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Two days of hourly readings: 0 to 47 hours after midnight on Monday.
const hours = Array.from({ length: 48 }, (_, hour) => hour);
// Indoor CO₂ concentration in a meeting room, in ppm (illustrative).
const co2 = hours.map((hour) => {
  const hourOfDay = hour % 24;
  const occupied = hourOfDay >= 9 && hourOfDay < 18;
  return Math.round(430 + (occupied ? 520 + 180 * Math.sin((hourOfDay - 9) / 2.9) : 0));
});

const formatHour = (hour: number) =>
  `${hour < 24 ? 'Mon' : 'Tue'} ${String(hour % 24).padStart(2, '0')}:00`;

export default function AxisTickLabelInterval() {
  const titleId = React.useId();
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Typography id={titleId} variant="subtitle2" component="h3">
        CO₂ in a meeting room, hourly readings over two days (ppm)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[
            {
              scaleType: 'point',
              data: hours,
              valueFormatter: formatHour,
              // A tick every hour, a label every six hours.
              tickLabelInterval: (hour: number) => hour % 6 === 0,
              tickSize: 4,
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          // Labels only: no axis line and no tick marks on the value axis.
          yAxis={[{ disableLine: true, disableTicks: true, width: 40 }]}
          series={[{ data: co2, label: 'CO₂', showMark: false }]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </Box>
    </Box>
  );
}
