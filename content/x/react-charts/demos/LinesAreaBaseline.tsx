import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

type Baseline = 'zero' | 'min' | 'max' | 'seventy';

const baselineValue: Record<Baseline, number | 'min' | 'max'> = {
  zero: 0,
  min: 'min',
  max: 'max',
  seventy: 70,
};

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// How full a reservoir is at the end of each month, in percent of capacity.
const level = [78, 82, 88, 91, 89, 84, 76, 69, 64, 66, 71, 75];

export default function LinesAreaBaseline() {
  const titleId = React.useId();
  const [baseline, setBaseline] = React.useState<Baseline>('zero');
  return (
    <Box
      component="figure"
      sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Reservoir fill level at the end of each month (%)
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={baseline}
        onChange={(_, value: Baseline | null) => {
          if (value) setBaseline(value);
        }}
        aria-label="Area baseline"
        sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="zero">baseline: 0</ToggleButton>
        <ToggleButton value="min">{"'min'"}</ToggleButton>
        <ToggleButton value="max">{"'max'"}</ToggleButton>
        <ToggleButton value="seventy">70</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'point', data: months }]}
          series={[
            {
              data: level,
              label: 'Fill level',
              area: true,
              baseline: baselineValue[baseline],
              showMark: false,
              valueFormatter: (value) => (value === null ? '' : `${value} %`),
            },
          ]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
