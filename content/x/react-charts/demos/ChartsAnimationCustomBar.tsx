import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BarChart, type BarProps } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

// A custom bar with rounded corners that keeps the built-in grow animation.
function RoundedBar(props: BarProps) {
  const { color, ownerState } = props;
  const { ref, x, y, width, height } = useAnimateBar(props);
  return (
    <rect
      ref={ref}
      x={x}
      y={y}
      width={width}
      height={height}
      rx={6}
      fill={color}
      opacity={ownerState.isFaded ? 0.3 : 1}
    />
  );
}

const teams = ['Design', 'Web', 'Mobile', 'Data', 'Support'];
const sprints = [
  [21, 34, 28, 17, 25],
  [26, 30, 35, 22, 19],
  [18, 38, 31, 27, 23],
];

export default function ChartsAnimationCustomBar() {
  const titleId = React.useId();
  const [sprint, setSprint] = React.useState(0);

  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSprint((sprint + 1) % sprints.length)}
        >
          Next sprint
        </Button>
      </Box>
      <Typography id={titleId} variant="subtitle2" component="h3" aria-live="polite">
        Story points completed per team, sprint {sprint + 1}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'band', data: teams }]}
          yAxis={[{ width: 40, min: 0, max: 40 }]}
          series={[{ data: sprints[sprint], label: 'Story points' }]}
          slots={{ bar: RoundedBar }}
          hideLegend
        />
      </Box>
    </Box>
  );
}
