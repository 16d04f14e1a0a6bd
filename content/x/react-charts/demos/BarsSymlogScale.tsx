import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Approximate number of speakers, first and second language combined, in millions.
const dataset = [
  { language: 'English', speakers: 1500 },
  { language: 'Spanish', speakers: 560 },
  { language: 'German', speakers: 130 },
  { language: 'Greek', speakers: 13 },
  { language: 'Icelandic', speakers: 0.4 },
  { language: 'Faroese', speakers: 0.07 },
];

type ValueScale = 'linear' | 'symlog';

export default function BarsSymlogScale() {
  const titleId = React.useId();
  const [scaleType, setScaleType] = React.useState<ValueScale>('symlog');
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        height: 360,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Approximate speakers of six European languages, in millions
      </Typography>
      <TextField
        select
        size="small"
        label="y-axis scaleType"
        value={scaleType}
        onChange={(event) => setScaleType(event.target.value as ValueScale)}
        sx={{ width: 200 }}
      >
        <MenuItem value="linear">linear</MenuItem>
        <MenuItem value="symlog">symlog</MenuItem>
      </TextField>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'language' }]}
          // `constant: 0.01` keeps the scale logarithmic down to about 0.01 (10,000 speakers).
          yAxis={[{ scaleType, constant: 0.01, width: 50 }]}
          series={[
            {
              dataKey: 'speakers',
              label: 'Speakers',
              valueFormatter: (value) => (value === null ? '' : `${value} M`),
            },
          ]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
