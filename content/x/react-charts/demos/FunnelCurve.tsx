import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

// Job applications for one opening, per hiring stage.
const stages = [
  { label: 'Applied', value: 420 },
  { label: 'Screened', value: 160 },
  { label: 'Interviewed', value: 38 },
  { label: 'Offer', value: 4 },
];

const curves: FunnelCurveType[] = [
  'linear',
  'linear-sharp',
  'bump',
  'step',
  'pyramid',
  'step-pyramid',
];

export default function FunnelCurve() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('bump');
  const [layout, setLayout] = React.useState<'vertical' | 'horizontal'>('horizontal');

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as FunnelCurveType)}
          sx={{ width: 160 }}
        >
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="layout"
          value={layout}
          onChange={(event) => setLayout(event.target.value as 'vertical' | 'horizontal')}
          sx={{ width: 160 }}
        >
          <MenuItem value="vertical">vertical</MenuItem>
          <MenuItem value="horizontal">horizontal</MenuItem>
        </TextField>
      </Stack>
      <Typography id="funnel-curve-title" variant="subtitle2" component="h3">
        Candidates per hiring stage
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <FunnelChart
          series={[{ data: stages, curve, layout, variant: 'filled', borderRadius: 4 }]}
          aria-labelledby="funnel-curve-title"
        />
      </Box>
    </Box>
  );
}
