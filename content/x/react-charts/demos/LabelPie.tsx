import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Where a household's monthly budget goes, in euros.
// Dark slice colours keep the white arc labels readable in light and dark mode.
const budget = [
  { id: 'housing', value: 1150, label: 'Housing', color: '#1565c0' },
  { id: 'food', value: 520, label: 'Food', color: '#2e7d32' },
  { id: 'transport', value: 260, label: 'Transport', color: '#6a1b9a' },
  { id: 'leisure', value: 180, label: 'Leisure', color: '#ad1457' },
  { id: 'savings', value: 300, label: 'Savings', color: '#00695c' },
  { id: 'other', value: 60, label: 'Other', color: '#5d4037' },
];
const total = budget.reduce((sum, item) => sum + item.value, 0);

type ArcLabelMode = 'value' | 'formattedValue' | 'label' | 'percent';

export default function LabelPie() {
  const [mode, setMode] = React.useState<ArcLabelMode>('percent');
  const [minAngle, setMinAngle] = React.useState(20);

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="arcLabel"
          value={mode}
          onChange={(event) => setMode(event.target.value as ArcLabelMode)}
          sx={{ width: 230 }}
        >
          <MenuItem value="value">{"'value'"}</MenuItem>
          <MenuItem value="formattedValue">{"'formattedValue'"}</MenuItem>
          <MenuItem value="label">{"'label'"}</MenuItem>
          <MenuItem value="percent">a function (percent)</MenuItem>
        </TextField>
        <Box sx={{ width: 220 }}>
          <Typography id="label-pie-angle" variant="caption" component="div">
            arcLabelMinAngle: {minAngle}°
          </Typography>
          <Slider
            size="small"
            min={0}
            max={60}
            value={minAngle}
            onChange={(_, value) => setMinAngle(value as number)}
            aria-labelledby="label-pie-angle"
          />
        </Box>
      </Stack>
      <Typography id="label-pie-title" variant="subtitle2" component="h3">
        Monthly household budget ({total.toLocaleString('en-US')} € in total)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          series={[
            {
              data: budget,
              valueFormatter: (item) => `${item.value.toLocaleString('en-US')} €`,
              arcLabel:
                mode === 'percent' ? (item) => `${Math.round((item.value / total) * 100)}%` : mode,
              arcLabelMinAngle: minAngle,
              arcLabelRadius: '65%',
            },
          ]}
          slotProps={{
            legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
          }}
          sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
          aria-labelledby="label-pie-title"
        />
      </Box>
    </Box>
  );
}
