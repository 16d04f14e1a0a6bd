import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PieChart, type PieSeries } from '@mui/x-charts/PieChart';

const data = [
  { id: 'chrome', value: 6420, label: 'Chrome' },
  { id: 'safari', value: 2310, label: 'Safari' },
  { id: 'edge', value: 780, label: 'Edge' },
  { id: 'firefox', value: 520, label: 'Firefox' },
  { id: 'samsung', value: 190, label: 'Samsung Internet' },
  { id: 'other', value: 110, label: 'Other' },
];
const total = data.reduce((sum, item) => sum + item.value, 0);

type LabelMode = 'value' | 'label' | 'formattedValue' | 'percent';

const arcLabelFor: Record<LabelMode, PieSeries['arcLabel']> = {
  value: 'value',
  label: 'label',
  formattedValue: 'formattedValue',
  percent: (item) => `${Math.round((item.value / total) * 100)} %`,
};

export default function PieArcLabels() {
  const titleId = React.useId();
  const [mode, setMode] = React.useState<LabelMode>('percent');
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle2">
          Browsers used by visitors of a fictional website, one week
        </Typography>
        <TextField
          select
          size="small"
          label="arcLabel"
          value={mode}
          onChange={(event) => setMode(event.target.value as LabelMode)}
          sx={{ width: 190 }}
        >
          <MenuItem value="value">&apos;value&apos;</MenuItem>
          <MenuItem value="label">&apos;label&apos;</MenuItem>
          <MenuItem value="formattedValue">&apos;formattedValue&apos;</MenuItem>
          <MenuItem value="percent">function: percent</MenuItem>
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          aria-labelledby={titleId}
          series={[
            {
              data,
              arcLabel: arcLabelFor[mode],
              // Slices narrower than 20 degrees get no label.
              arcLabelMinAngle: 20,
              arcLabelRadius: '65%',
              valueFormatter: (item) => `${item.value.toLocaleString('en-US')} visits`,
            },
          ]}
          sx={{ '& .MuiPieArcLabel-root': { fontWeight: 'bold' } }}
        />
      </Box>
    </Box>
  );
}
