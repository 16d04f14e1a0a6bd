import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Monthly cash flow of a small company, in thousands of euros. Costs are negative.
const series = [
  { data: [42, 45, 51, 48, 55, 60], label: 'Sales' },
  { data: [8, 6, 9, 12, 10, 11], label: 'Services' },
  { data: [-30, -31, -33, -33, -35, -36], label: 'Salaries' },
  { data: [-9, -14, -8, -22, -10, -9], label: 'Purchases' },
];

const offsets: StackOffsetType[] = ['diverging', 'none', 'expand', 'silhouette', 'wiggle'];

export default function StackingOffset() {
  const [offset, setOffset] = React.useState<StackOffsetType>('diverging');

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        select
        size="small"
        label="stackOffset"
        value={offset}
        onChange={(event) => setOffset(event.target.value as StackOffsetType)}
        sx={{ width: 180 }}
      >
        {offsets.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Typography id="stacking-offset-title" variant="subtitle2" component="h3">
        Monthly cash flow (k€): income above zero, costs below
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[
            {
              width: 50,
              valueFormatter: (value: number) =>
                offset === 'expand' ? `${Math.round(value * 100)} %` : `${value}`,
            },
          ]}
          series={series.map((item) => ({
            ...item,
            stack: 'cash',
            stackOffset: offset,
            valueFormatter: (value: number | null) => `${value} k€`,
          }))}
          aria-labelledby="stacking-offset-title"
        />
      </Box>
    </Box>
  );
}
