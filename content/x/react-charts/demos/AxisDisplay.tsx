import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Design', 'Web', 'Mobile', 'Data', 'Support', 'Sales'];
// Open tickets per team at the end of the week.
const tickets = [12, 31, 24, 9, 46, 17];

type Options = {
  disableLine: boolean;
  disableTicks: boolean;
  reverse: boolean;
  top: boolean;
  grid: boolean;
};

const labels: Record<keyof Options, string> = {
  disableLine: 'disableLine',
  disableTicks: 'disableTicks',
  reverse: 'reverse x',
  top: "x position 'top'",
  grid: 'horizontal grid',
};

export default function AxisDisplay() {
  const [options, setOptions] = React.useState<Options>({
    disableLine: true,
    disableTicks: true,
    reverse: false,
    top: false,
    grid: true,
  });

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        {(Object.keys(labels) as (keyof Options)[]).map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                size="small"
                checked={options[key]}
                onChange={(event) =>
                  setOptions((prev) => ({ ...prev, [key]: event.target.checked }))
                }
              />
            }
            label={labels[key]}
          />
        ))}
      </Stack>
      <Typography id="axis-display-title" variant="subtitle2" component="h3">
        Open tickets per team
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[
            {
              scaleType: 'band',
              data: teams,
              reverse: options.reverse,
              position: options.top ? 'top' : 'bottom',
              disableLine: options.disableLine,
              disableTicks: options.disableTicks,
            },
          ]}
          yAxis={[{ disableLine: options.disableLine, disableTicks: options.disableTicks }]}
          series={[{ data: tickets, label: 'Open tickets' }]}
          grid={{ horizontal: options.grid }}
          hideLegend
          aria-labelledby="axis-display-title"
        />
      </Box>
    </Box>
  );
}
