import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Skills of three candidates, assessed during interviews (0 to 5).
const metrics = [
  { name: 'Communication', max: 5 },
  { name: 'Testing', max: 5 },
  { name: 'Architecture', max: 5 },
  { name: 'Front end', max: 5 },
  { name: 'Back end', max: 5 },
];

type Shape = 'sharp' | 'circular';
type Highlight = 'axis' | 'series' | 'none';

export default function RadarOptions() {
  const [shape, setShape] = React.useState<Shape>('circular');
  const [highlight, setHighlight] = React.useState<Highlight>('series');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="shape"
          value={shape}
          onChange={(event) => setShape(event.target.value as Shape)}
          sx={{ width: 140 }}
        >
          <MenuItem value="sharp">sharp</MenuItem>
          <MenuItem value="circular">circular</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as Highlight)}
          sx={{ width: 140 }}
        >
          <MenuItem value="axis">axis</MenuItem>
          <MenuItem value="series">series</MenuItem>
          <MenuItem value="none">none</MenuItem>
        </TextField>
      </Stack>
      <Typography id="radar-options-title" variant="subtitle2" component="h3">
        Interview assessment per candidate (0 to 5)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <RadarChart
          radar={{ metrics, startAngle: 30 }}
          shape={shape}
          divisions={5}
          highlight={highlight}
          series={[
            { data: [4, 3, 5, 2, 4], label: 'Candidate 1' },
            { data: [5, 4, 3, 4, 3], label: 'Candidate 2' },
            { data: [3, 5, 4, 5, 2], label: 'Candidate 3', hideMark: true },
          ]}
          aria-labelledby="radar-options-title"
        />
      </Box>
    </Box>
  );
}
