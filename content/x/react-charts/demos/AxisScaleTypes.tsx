import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly downloads of a young open-source package: it roughly doubles every month.
const downloads = [120, 260, 540, 1100, 2300, 4400, 9100, 17800, 33500, 61000, 98000, 151000];

const scaleTypes = ['linear', 'log', 'symlog', 'sqrt', 'pow'] as const;
type ContinuousScale = (typeof scaleTypes)[number];

export default function AxisScaleTypes() {
  const [scaleType, setScaleType] = React.useState<ContinuousScale>('log');

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        select
        size="small"
        label="y-axis scaleType"
        value={scaleType}
        onChange={(event) => setScaleType(event.target.value as ContinuousScale)}
        sx={{ width: 200 }}
      >
        {scaleTypes.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Typography id="axis-scale-title" variant="subtitle2" component="h3">
        Monthly downloads in 2025
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[
            {
              scaleType,
              width: 60,
              valueFormatter: (value: number) =>
                value >= 1000 ? `${Math.round(value / 1000)}k` : `${value}`,
            },
          ]}
          series={[{ data: downloads, label: 'Downloads' }]}
          hideLegend
          aria-labelledby="axis-scale-title"
        />
      </Box>
    </Box>
  );
}
