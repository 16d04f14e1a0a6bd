import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average daily hours of sunshine.
const series = [
  { data: [1.9, 2.6, 3.6, 5.4, 6.3, 6.0, 5.6, 5.3, 4.3, 3.2, 2.3, 1.7], label: 'Dublin' },
  { data: [4.6, 5.5, 6.6, 7.6, 9.1, 10.9, 11.7, 11.1, 8.7, 6.7, 5.0, 4.6], label: 'Lisbon' },
  { data: [1.6, 2.6, 3.8, 5.6, 6.9, 7.3, 7.2, 6.8, 5.0, 3.3, 1.8, 1.3], label: 'Berlin' },
];

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

export default function LegendPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [hideLegend, setHideLegend] = React.useState(false);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="position.vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
          sx={{ width: 160 }}
        >
          {['top', 'middle', 'bottom'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="position.horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
          sx={{ width: 170 }}
        >
          {['start', 'center', 'end'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          sx={{ width: 150 }}
        >
          {['horizontal', 'vertical'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={hideLegend}
              onChange={(event) => setHideLegend(event.target.checked)}
            />
          }
          label="hideLegend"
        />
      </Stack>
      <Typography id="legend-position-title" variant="subtitle2" component="h3">
        Average daily hours of sunshine
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ width: 35 }]}
          series={series}
          hideLegend={hideLegend}
          slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
          aria-labelledby="legend-position-title"
        />
      </Box>
    </Box>
  );
}
