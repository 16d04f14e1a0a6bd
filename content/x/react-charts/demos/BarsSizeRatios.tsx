import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Cups sold per day by a small coffee stand.
const dataset = [
  { day: 'Mon', espresso: 64, latte: 48, tea: 21 },
  { day: 'Tue', espresso: 58, latte: 52, tea: 25 },
  { day: 'Wed', espresso: 71, latte: 45, tea: 19 },
  { day: 'Thu', espresso: 66, latte: 57, tea: 27 },
  { day: 'Fri', espresso: 83, latte: 61, tea: 30 },
];

export default function BarsSizeRatios() {
  const titleId = React.useId();
  const categoryLabelId = React.useId();
  const barLabelId = React.useId();
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        height: 380,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Cups sold per day at a coffee stand
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
        <Box sx={{ width: 200 }}>
          <Typography id={categoryLabelId} variant="caption">
            categoryGapRatio: {categoryGapRatio.toFixed(2)}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={0.9}
            step={0.05}
            value={categoryGapRatio}
            onChange={(_, value) => setCategoryGapRatio(value as number)}
            aria-labelledby={categoryLabelId}
          />
        </Box>
        <Box sx={{ width: 200 }}>
          <Typography id={barLabelId} variant="caption">
            barGapRatio: {barGapRatio.toFixed(2)}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={0.9}
            step={0.05}
            value={barGapRatio}
            onChange={(_, value) => setBarGapRatio(value as number)}
            aria-labelledby={barLabelId}
          />
        </Box>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'day',
              categoryGapRatio,
              barGapRatio,
            },
          ]}
          series={[
            { dataKey: 'espresso', label: 'Espresso' },
            { dataKey: 'latte', label: 'Latte' },
            { dataKey: 'tea', label: 'Tea' },
          ]}
          skipAnimation
        />
      </Box>
    </Box>
  );
}
