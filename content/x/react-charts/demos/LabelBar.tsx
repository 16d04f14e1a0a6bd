import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

const stages = ['Design', 'Build', 'Test', 'Release'];
// Hours spent per stage by two teams.
const teamA = [34, 120, 46, 8];
const teamB = [28, 96, 71, 12];

type Placement = 'center' | 'outside';
type Mode = 'value' | 'function';

export default function LabelBar() {
  const [placement, setPlacement] = React.useState<Placement>('outside');
  const [mode, setMode] = React.useState<Mode>('function');

  const barLabel =
    mode === 'value'
      ? ('value' as const)
      : // Hide labels on bars too short to hold them; add a unit to the others.
        (item: { value: number | null }, context: { bar: { height: number } }) =>
          context.bar.height < 24 && placement === 'center' ? null : `${item.value} h`;

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="barLabel"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          sx={{ width: 160 }}
        >
          <MenuItem value="value">{"'value'"}</MenuItem>
          <MenuItem value="function">a function</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="barLabelPlacement"
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
          sx={{ width: 180 }}
        >
          <MenuItem value="center">center</MenuItem>
          <MenuItem value="outside">outside</MenuItem>
        </TextField>
      </Stack>
      <Typography id="label-bar-title" variant="subtitle2" component="h3">
        Hours spent per project stage
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: stages }]}
          yAxis={[{ max: 140 }]}
          series={[
            {
              data: teamA,
              label: 'Team A',
              color: '#1565c0',
              barLabel,
              barLabelPlacement: placement,
            },
            {
              data: teamB,
              label: 'Team B',
              color: '#6a1b9a',
              barLabel,
              barLabelPlacement: placement,
            },
          ]}
          // Labels inside dark bars are white; labels outside keep the theme's text colour.
          sx={
            placement === 'center'
              ? { [`& .${barLabelClasses.root}`]: { fill: '#fff' } }
              : undefined
          }
          aria-labelledby="label-bar-title"
        />
      </Box>
    </Box>
  );
}
