import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily sign-ups over the last two weeks.
const signUps = [42, 38, 51, 47, 60, 58, 33, 29, 55, 61, 64, 70, 52, 48];

export default function SparklineBasic() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ height: 100, width: '100%' }}>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        <Typography id="sparkline-basic-line" variant="subtitle2" component="h3">
          Sign-ups, line (default)
        </Typography>
        <SparkLineChart data={signUps} height={56} aria-labelledby="sparkline-basic-line" />
      </Stack>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        <Typography id="sparkline-basic-bar" variant="subtitle2" component="h3">
          Sign-ups, bars
        </Typography>
        <SparkLineChart
          plotType="bar"
          data={signUps}
          height={56}
          aria-labelledby="sparkline-basic-bar"
        />
      </Stack>
    </Stack>
  );
}
