import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { Position } from '@mui/x-charts/models';

const data = [
  { id: 'fiction', value: 412, label: 'Fiction' },
  { id: 'science', value: 236, label: 'Science' },
  { id: 'history', value: 158, label: 'History' },
  { id: 'children', value: 301, label: 'Children' },
  { id: 'travel', value: 94, label: 'Travel' },
];

type Placement = 'end' | 'start' | 'top' | 'bottom';

const positions: Record<Placement, Position> = {
  // 'start' and 'end' follow the reading direction.
  end: { vertical: 'middle', horizontal: 'end' },
  start: { vertical: 'middle', horizontal: 'start' },
  top: { vertical: 'top', horizontal: 'center' },
  bottom: { vertical: 'bottom', horizontal: 'center' },
};

export default function PieLegend() {
  const titleId = React.useId();
  const [placement, setPlacement] = React.useState<Placement>('end');
  const [hidden, setHidden] = React.useState(false);
  const vertical = placement === 'start' || placement === 'end';
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Books lent by a library in one month, by genre
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label="Legend position"
          value={placement}
          disabled={hidden}
          onChange={(event) => setPlacement(event.target.value as Placement)}
          sx={{ width: 170 }}
        >
          <MenuItem value="end">End</MenuItem>
          <MenuItem value="start">Start</MenuItem>
          <MenuItem value="top">Top</MenuItem>
          <MenuItem value="bottom">Bottom</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
          }
          label="hideLegend"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          aria-labelledby={titleId}
          series={[{ data, innerRadius: '40%', paddingAngle: 1 }]}
          hideLegend={hidden}
          slotProps={{
            legend: {
              position: positions[placement],
              direction: vertical ? 'vertical' : 'horizontal',
            },
          }}
        />
      </Box>
    </Box>
  );
}
