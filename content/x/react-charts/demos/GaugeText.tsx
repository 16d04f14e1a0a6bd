import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeText() {
  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ height: 190, width: '100%', justifyContent: 'center' }}
    >
      <Stack sx={{ alignItems: 'center' }} spacing={1}>
        <Gauge
          width={150}
          height={150}
          value={1840}
          valueMax={2500}
          startAngle={-110}
          endAngle={110}
          text={({ value, valueMax }) => `${value} / ${valueMax}`}
          aria-labelledby="gauge-text-steps"
          aria-valuetext="1840 of 2500 kilocalories"
          sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 14 } }}
        />
        <Typography id="gauge-text-steps" variant="body2">
          Daily energy intake (kcal)
        </Typography>
      </Stack>
      <Stack sx={{ alignItems: 'center' }} spacing={1}>
        <Gauge
          width={150}
          height={150}
          value={0.82}
          valueMax={1}
          text={({ value }) => (value === null ? 'No data' : `${Math.round(value * 100)} %`)}
          aria-labelledby="gauge-text-uptime"
          aria-valuetext="82 percent"
        />
        <Typography id="gauge-text-uptime" variant="body2">
          Sprint progress
        </Typography>
      </Stack>
    </Stack>
  );
}
