import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const weeks = Array.from({ length: 52 }, (_, index) => `W${index + 1}`);
// Weekly orders of a garden shop: busy in spring, quiet in winter.
const orders = weeks.map((_, index) =>
  Math.round(220 + 180 * Math.sin(((index - 8) / 52) * 2 * Math.PI) + 25 * Math.sin(index * 1.9)),
);

export default function ZoomOptions() {
  const [panning, setPanning] = React.useState(true);
  const [discard, setDiscard] = React.useState(true);
  const [limitSpan, setLimitSpan] = React.useState(true);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch checked={panning} onChange={(event) => setPanning(event.target.checked)} />
          }
          label="panning"
        />
        <FormControlLabel
          control={
            <Switch checked={discard} onChange={(event) => setDiscard(event.target.checked)} />
          }
          label="filterMode 'discard'"
        />
        <FormControlLabel
          control={
            <Switch checked={limitSpan} onChange={(event) => setLimitSpan(event.target.checked)} />
          }
          label="minSpan 20, maxSpan 50"
        />
      </Stack>
      <Typography id="zoom-options-title" variant="subtitle2" component="h3">
        Orders per week in 2025. Scroll to zoom the weeks.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChartPro
          // A new key resets the zoom when the options change.
          key={`${panning}-${discard}-${limitSpan}`}
          xAxis={[
            {
              id: 'weeks',
              scaleType: 'band',
              data: weeks,
              zoom: {
                panning,
                filterMode: discard ? 'discard' : 'keep',
                minSpan: limitSpan ? 20 : 10,
                maxSpan: limitSpan ? 50 : 100,
              },
            },
          ]}
          yAxis={[{ width: 40 }]}
          series={[{ data: orders, label: 'Orders' }]}
          initialZoom={[{ axisId: 'weeks', start: 0, end: 40 }]}
          hideLegend
          aria-labelledby="zoom-options-title"
        />
      </Box>
    </Box>
  );
}
