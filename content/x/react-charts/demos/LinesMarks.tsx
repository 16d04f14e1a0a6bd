import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart, type LineSeries } from '@mui/x-charts/LineChart';

type MarkMode = 'all' | 'none' | 'weekly' | 'peak';
type Shape = NonNullable<LineSeries['shape']>;

const SHAPES: Shape[] = ['circle', 'square', 'diamond', 'triangle', 'star', 'cross', 'wye'];

// Daily active users of a fictional app over four weeks, in thousands.
const days = Array.from({ length: 28 }, (_, index) => index + 1);
const users = [
  41, 43, 44, 42, 39, 31, 29, 42, 45, 47, 46, 41, 33, 30, 44, 48, 51, 50, 45, 35, 32, 47, 52, 55,
  53, 49, 37, 34,
];
const peak = Math.max(...users);

const showMarkFor: Record<MarkMode, LineSeries['showMark']> = {
  all: true,
  none: false,
  // Mondays only: day 1 is a Monday.
  weekly: ({ index }) => index % 7 === 0,
  peak: ({ value }) => value === peak,
};

export default function LinesMarks() {
  const titleId = React.useId();
  const [mode, setMode] = React.useState<MarkMode>('weekly');
  const [shape, setShape] = React.useState<Shape>('circle');
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Daily active users over four weeks (thousands)
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label="showMark"
          value={mode}
          onChange={(event) => setMode(event.target.value as MarkMode)}
          sx={{ width: 200 }}
        >
          <MenuItem value="all">true (every point)</MenuItem>
          <MenuItem value="none">false</MenuItem>
          <MenuItem value="weekly">function: Mondays</MenuItem>
          <MenuItem value="peak">function: highest value</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="shape"
          value={shape}
          onChange={(event) => setShape(event.target.value as Shape)}
          sx={{ width: 140 }}
        >
          {SHAPES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'point', data: days, label: 'Day' }]}
          series={[{ data: users, label: 'Users (k)', showMark: showMarkFor[mode], shape }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
