import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 13 }, (_, index) => `${index * 2}:00`);
// The sensor was offline at 6:00, 8:00 and 16:00: those readings are null.
const humidity = [62, 64, 67, null, null, 58, 54, 51, null, 55, 59, 61, 63];

export default function LinesConnectNulls() {
  const titleId = React.useId();
  const [connectNulls, setConnectNulls] = React.useState(false);
  return (
    <Box component="figure" sx={{ m: 0, height: 340, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle2">
          Relative humidity from a greenhouse sensor, with missing readings (%)
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={connectNulls}
              onChange={(event) => setConnectNulls(event.target.checked)}
            />
          }
          label="connectNulls"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'point', data: hours }]}
          yAxis={[{ min: 40, max: 80 }]}
          series={[
            { data: humidity, label: 'Humidity', connectNulls, area: true, baseline: 'min' },
          ]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
