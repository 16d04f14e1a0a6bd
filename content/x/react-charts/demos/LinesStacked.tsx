import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Visits to a fictional online shop, by traffic source, in thousands.
const dataset = [
  { search: 12.1, direct: 6.2, social: 3.1 },
  { search: 12.8, direct: 6.0, social: 4.4 },
  { search: 13.5, direct: 6.6, social: 3.9 },
  { search: 13.1, direct: 7.1, social: 5.2 },
  { search: 14.6, direct: 7.4, social: 6.8 },
  { search: 15.2, direct: 7.2, social: 6.1 },
  { search: 15.9, direct: 7.9, social: 7.4 },
  { search: 16.4, direct: 8.3, social: 8.0 },
].map((row, index) => ({ week: weeks[index], ...row }));

export default function LinesStacked() {
  const titleId = React.useId();
  const [area, setArea] = React.useState(true);
  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle2">
          Weekly visits by traffic source, stacked (thousands)
        </Typography>
        <FormControlLabel
          control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />}
          label="area"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[{ scaleType: 'point', dataKey: 'week' }]}
          series={[
            { dataKey: 'search', label: 'Search', stack: 'visits', area },
            { dataKey: 'direct', label: 'Direct', stack: 'visits', area },
            { dataKey: 'social', label: 'Social', stack: 'visits', area },
          ]}
          slotProps={{ tooltip: { trigger: 'axis' } }}
        />
      </Box>
    </Box>
  );
}
