import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { task: 'Code review', hours: 14 },
  { task: 'Bug fixes', hours: 22 },
  { task: 'New features', hours: 41 },
  { task: 'Meetings', hours: 11 },
  { task: 'Documentation', hours: 7 },
];

export default function BarsHorizontal() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 320, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Hours spent per task during a two-week sprint
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          layout="horizontal"
          dataset={dataset}
          yAxis={[{ scaleType: 'band', dataKey: 'task', width: 100 }]}
          xAxis={[{ label: 'Hours' }]}
          series={[{ dataKey: 'hours', label: 'Hours' }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
