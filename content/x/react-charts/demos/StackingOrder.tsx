import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const countries = ['Spain', 'France', 'Italy', 'Germany', 'Poland'];

// Electricity generation by source, in percent of the national total (rounded sample).
const series = [
  { data: [4, 2, 2, 18, 57], label: 'Coal and lignite' },
  { data: [22, 7, 45, 14, 10], label: 'Gas' },
  { data: [20, 65, 0, 0, 0], label: 'Nuclear' },
  { data: [23, 9, 8, 31, 14], label: 'Wind' },
  { data: [17, 5, 12, 14, 9], label: 'Solar' },
  { data: [14, 12, 33, 23, 10], label: 'Hydro and other' },
];

const total = (data: number[]) => data.reduce((sum, value) => sum + value, 0);

type Order = 'none' | 'reverse' | 'largest-first' | 'smallest-first';

const options: { value: Order; label: string }[] = [
  { value: 'none', label: "stackOrder: 'none'" },
  { value: 'reverse', label: "stackOrder: 'reverse'" },
  { value: 'largest-first', label: 'Sorted in code, largest total first' },
  { value: 'smallest-first', label: 'Sorted in code, smallest total first' },
];

export default function StackingOrder() {
  const [order, setOrder] = React.useState<Order>('largest-first');

  // Sorting the series array and keeping stackOrder 'none' gives a predictable order.
  const ordered =
    order === 'largest-first'
      ? [...series].sort((a, b) => total(b.data) - total(a.data))
      : order === 'smallest-first'
        ? [...series].sort((a, b) => total(a.data) - total(b.data))
        : series;

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        select
        size="small"
        label="Order"
        value={order}
        onChange={(event) => setOrder(event.target.value as Order)}
        sx={{ width: 320 }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Typography id="stacking-order-title" variant="subtitle2" component="h3">
        Electricity generation by source (% of total)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: countries, width: 70 }]}
          xAxis={[{ max: 100 }]}
          series={ordered.map((item) => ({
            ...item,
            id: item.label,
            stack: 'mix',
            stackOrder: order === 'reverse' ? ('reverse' as const) : ('none' as const),
            valueFormatter: (value: number | null) => `${value} %`,
          }))}
          aria-labelledby="stacking-order-title"
        />
      </Box>
    </Box>
  );
}
