import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { quarter: 'Q1', online: 42, retail: 58, wholesale: 21 },
  { quarter: 'Q2', online: 47, retail: 55, wholesale: 24 },
  { quarter: 'Q3', online: 53, retail: 51, wholesale: 26 },
  { quarter: 'Q4', online: 68, retail: 63, wholesale: 30 },
];

export default function BarsStacked() {
  const titleId = React.useId();
  const [stacked, setStacked] = React.useState(true);
  // Series that share the same `stack` value are drawn on top of each other.
  const stack = stacked ? 'sales' : undefined;
  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle2">
          Sales by channel per quarter (thousand units)
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={stacked} onChange={(event) => setStacked(event.target.checked)} />
          }
          label="Stack"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
          series={[
            { dataKey: 'online', label: 'Online', stack },
            { dataKey: 'retail', label: 'Retail', stack },
            { dataKey: 'wholesale', label: 'Wholesale', stack },
          ]}
        />
      </Box>
    </Box>
  );
}
