import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Staff of a fictional company per level, from the top of the hierarchy down.
const levels = [
  { label: 'Executives', value: 6 },
  { label: 'Directors', value: 28 },
  { label: 'Managers', value: 140 },
  { label: 'Team leads', value: 410 },
  { label: 'Staff', value: 2300 },
];

export default function PyramidBasic() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Employees per level (fictional company)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <FunnelChart
          aria-labelledby={titleId}
          series={[
            {
              curve: 'pyramid',
              data: levels,
              valueFormatter: (item) => item.value.toLocaleString('en-US'),
            },
          ]}
        />
      </Box>
    </Box>
  );
}
