import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 25 }, (_, hour) => hour);
// Electricity demand of a house over one day, in kW.
const demand = [
  0.4, 0.35, 0.3, 0.3, 0.3, 0.35, 0.9, 1.6, 1.2, 0.7, 0.6, 0.8, 1.4, 1.1, 0.7, 0.6, 0.8, 1.5, 2.6,
  2.9, 2.2, 1.6, 1.1, 0.7, 0.45,
];

export default function AxisTicks() {
  const [fixedRange, setFixedRange] = React.useState(true);
  const [everyThreeHours, setEveryThreeHours] = React.useState(true);
  const [tickNumber, setTickNumber] = React.useState(5);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={fixedRange}
              onChange={(event) => setFixedRange(event.target.checked)}
            />
          }
          label="y min 0, max 4"
        />
        <FormControlLabel
          control={
            <Switch
              checked={everyThreeHours}
              onChange={(event) => setEveryThreeHours(event.target.checked)}
            />
          }
          label="x tickInterval: every 3 h"
        />
        <Box sx={{ width: 200 }}>
          <Typography id="axis-ticks-number" variant="caption" component="div">
            y tickNumber: {tickNumber}
          </Typography>
          <Slider
            size="small"
            min={2}
            max={12}
            value={tickNumber}
            onChange={(_, value) => setTickNumber(value as number)}
            aria-labelledby="axis-ticks-number"
          />
        </Box>
      </Stack>
      <Typography id="axis-ticks-title" variant="subtitle2" component="h3">
        Household electricity demand over one day
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[
            {
              scaleType: 'point',
              data: hours,
              valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
              tickInterval: everyThreeHours ? (hour: number) => hour % 3 === 0 : 'auto',
            },
          ]}
          yAxis={[
            {
              min: fixedRange ? 0 : undefined,
              max: fixedRange ? 4 : undefined,
              tickNumber,
              label: 'kW',
            },
          ]}
          series={[{ data: demand, label: 'Demand', area: true, showMark: false }]}
          hideLegend
          aria-labelledby="axis-ticks-title"
        />
      </Box>
    </Box>
  );
}
