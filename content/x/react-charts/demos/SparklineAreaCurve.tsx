import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Hourly temperature in °C over one day.
const temperature = [
  11, 10, 9, 9, 8, 9, 11, 13, 15, 17, 19, 20, 21, 22, 22, 21, 19, 17, 15, 14, 13, 12, 12, 11,
];

const curves = ['linear', 'natural', 'monotoneX', 'step', 'catmullRom'] as const;
type Curve = (typeof curves)[number];

export default function SparklineAreaCurve() {
  const [area, setArea] = React.useState(true);
  const [curve, setCurve] = React.useState<Curve>('natural');

  return (
    <Stack spacing={1.5} sx={{ height: 180, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />}
          label="area"
        />
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as Curve)}
          sx={{ minWidth: 160 }}
        >
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography id="sparkline-temperature" variant="subtitle2" component="h3">
        Temperature over 24 hours
      </Typography>
      <SparkLineChart
        data={temperature}
        height={64}
        area={area}
        curve={curve}
        baseline="min"
        aria-labelledby="sparkline-temperature"
      />
    </Stack>
  );
}
