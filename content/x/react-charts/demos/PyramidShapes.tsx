import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Curve = 'pyramid' | 'step-pyramid';
type Direction = 'auto' | 'increasing' | 'decreasing';
type Layout = 'vertical' | 'horizontal';

// Support tickets of a fictional help desk, by the level that closed them.
const tiers = [
  { label: 'Engineering', value: 45 },
  { label: 'Level 2 support', value: 310 },
  { label: 'Level 1 support', value: 1280 },
  { label: 'Self-service', value: 5200 },
];

export default function PyramidShapes() {
  const titleId = React.useId();
  const [curve, setCurve] = React.useState<Curve>('step-pyramid');
  const [direction, setDirection] = React.useState<Direction>('auto');
  const [layout, setLayout] = React.useState<Layout>('vertical');

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as Curve)}
          sx={{ width: 150 }}
        >
          <MenuItem value="pyramid">pyramid</MenuItem>
          <MenuItem value="step-pyramid">step-pyramid</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="funnelDirection"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          sx={{ width: 150 }}
        >
          <MenuItem value="auto">auto</MenuItem>
          <MenuItem value="increasing">increasing</MenuItem>
          <MenuItem value="decreasing">decreasing</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="layout"
          value={layout}
          onChange={(event) => setLayout(event.target.value as Layout)}
          sx={{ width: 150 }}
        >
          <MenuItem value="vertical">vertical</MenuItem>
          <MenuItem value="horizontal">horizontal</MenuItem>
        </TextField>
      </Stack>
      <Typography id={titleId} variant="subtitle2" component="p">
        Tickets closed per support level in a month (fictional)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <FunnelChart
          aria-labelledby={titleId}
          series={[{ curve, funnelDirection: direction, layout, data: tiers }]}
        />
      </Box>
    </Box>
  );
}
