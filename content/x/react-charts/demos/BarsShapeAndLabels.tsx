import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { plan: 'Free', users: 1840 },
  { plan: 'Starter', users: 920 },
  { plan: 'Team', users: 410 },
  { plan: 'Business', users: 165 },
  { plan: 'Enterprise', users: 38 },
];

type Placement = 'center' | 'outside';

export default function BarsShapeAndLabels() {
  const titleId = React.useId();
  const sliderLabelId = React.useId();
  const [borderRadius, setBorderRadius] = React.useState(8);
  const [placement, setPlacement] = React.useState<Placement>('outside');
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Accounts per pricing plan
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
        <Box sx={{ width: 200 }}>
          <Typography id={sliderLabelId} variant="caption">
            borderRadius: {borderRadius}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={20}
            value={borderRadius}
            onChange={(_, value) => setBorderRadius(value as number)}
            aria-labelledby={sliderLabelId}
          />
        </Box>
        <TextField
          select
          size="small"
          label="barLabelPlacement"
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="center">center</MenuItem>
          <MenuItem value="outside">outside</MenuItem>
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          dataset={dataset}
          borderRadius={borderRadius}
          xAxis={[{ scaleType: 'band', dataKey: 'plan' }]}
          yAxis={[{ max: 2100 }]}
          series={[
            {
              dataKey: 'users',
              label: 'Accounts',
              barLabel: 'value',
              barLabelPlacement: placement,
            },
          ]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
