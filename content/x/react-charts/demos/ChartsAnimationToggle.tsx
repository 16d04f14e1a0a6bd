import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const years = {
  2024: [38, 42, 55, 61, 58, 70],
  2025: [45, 39, 63, 52, 74, 81],
};

export default function ChartsAnimationToggle() {
  const titleId = React.useId();
  const [year, setYear] = React.useState<keyof typeof years>(2024);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const otherYear = year === 2024 ? 2025 : 2024;

  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setYear(otherYear)}>
          Show {otherYear}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="Skip animation"
        />
      </Stack>
      <Typography id={titleId} variant="subtitle2" component="h3" aria-live="polite">
        New subscribers per month in {year} (hundreds)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          skipAnimation={skipAnimation}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 40, min: 0, max: 90 }]}
          series={[{ id: 'subscribers', data: years[year], label: 'Subscribers' }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
