import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Meals served per day in a canteen.
const series = [
  { data: [210, 232, 198, 241, 187, 64, 0], label: 'Lunch' },
  { data: [88, 92, 101, 97, 120, 142, 131], label: 'Dinner' },
];

type Trigger = 'axis' | 'item' | 'none';
type Anchor = 'pointer' | 'node';

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');
  const [anchor, setAnchor] = React.useState<Anchor>('pointer');

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="trigger"
          value={trigger}
          onChange={(event) => setTrigger(event.target.value as Trigger)}
          sx={{ width: 140 }}
        >
          {['axis', 'item', 'none'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="anchor (item only)"
          value={anchor}
          onChange={(event) => setAnchor(event.target.value as Anchor)}
          sx={{ width: 180 }}
        >
          {['pointer', 'node'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography id="tooltip-trigger-title" variant="subtitle2" component="h3">
        Meals served per day in the canteen
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: days }]}
          yAxis={[{ width: 40 }]}
          series={series}
          slotProps={{
            tooltip: { trigger, anchor, position: anchor === 'node' ? 'top' : undefined },
          }}
          aria-labelledby="tooltip-trigger-title"
        />
      </Box>
    </Box>
  );
}
