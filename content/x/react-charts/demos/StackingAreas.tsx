import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

// Electricity use of an office building per hour, in kWh, split by usage.
const lighting = hours.map((hour) => (hour >= 7 && hour <= 19 ? 42 : 8));
const heating = hours.map((hour) =>
  Math.round(60 + 25 * Math.cos(((hour - 5) / 24) * 2 * Math.PI)),
);
const computers = hours.map((hour) =>
  hour >= 8 && hour <= 18 ? 70 + Math.round(10 * Math.sin(hour)) : 15,
);

export default function StackingAreas() {
  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="stacking-areas-title" variant="subtitle2" component="h3">
        Office electricity use per hour (kWh), by usage
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[
            {
              scaleType: 'point',
              data: hours,
              valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
            },
          ]}
          yAxis={[{ width: 40 }]}
          series={[
            { data: heating, label: 'Heating', area: true, stack: 'total', showMark: false },
            { data: computers, label: 'Computers', area: true, stack: 'total', showMark: false },
            { data: lighting, label: 'Lighting', area: true, stack: 'total', showMark: false },
          ]}
          aria-labelledby="stacking-areas-title"
        />
      </Box>
    </Box>
  );
}
