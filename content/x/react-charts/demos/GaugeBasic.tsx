import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeBasic() {
  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ height: 180, width: '100%', justifyContent: 'center' }}
    >
      <Stack sx={{ alignItems: 'center' }} spacing={1}>
        <Gauge width={130} height={130} value={72} aria-labelledby="gauge-basic-cpu" />
        <Typography id="gauge-basic-cpu" variant="body2">
          CPU usage (%)
        </Typography>
      </Stack>
      <Stack sx={{ alignItems: 'center' }} spacing={1}>
        <Gauge
          width={130}
          height={130}
          value={38}
          valueMin={0}
          valueMax={64}
          aria-labelledby="gauge-basic-memory"
        />
        <Typography id="gauge-basic-memory" variant="body2">
          Memory used (GB of 64)
        </Typography>
      </Stack>
    </Stack>
  );
}
