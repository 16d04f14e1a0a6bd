import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const CURVES: CurveType[] = [
  'linear',
  'monotoneX',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
];

const hours = ['8:00', '9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const visitors = [12, 48, 35, 61, 94, 88, 40, 52, 30];

export default function LinesCurves() {
  const titleId = React.useId();
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle2">
          Museum visitors per hour
        </Typography>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as CurveType)}
          sx={{ width: 160 }}
        >
          {CURVES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'point', data: hours }]}
          series={[{ data: visitors, label: 'Visitors', curve }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
