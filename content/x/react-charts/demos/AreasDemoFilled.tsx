import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly rainfall at a weather station, in mm, and the running total since January.
const monthly = [98, 74, 61, 55, 42, 18, 6, 9, 31, 87, 112, 104];
const cumulative = monthly.reduce<number[]>(
  (totals, value, index) => [...totals, (index === 0 ? 0 : totals[index - 1]) + value],
  [],
);

export default function AreasDemoFilled() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 340, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Cumulative rainfall since 1 January ({cumulative[cumulative.length - 1]} mm by the end of
        the year)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ label: 'mm' }]}
          series={[
            {
              data: cumulative,
              label: 'Cumulative rainfall',
              area: true,
              color: '#0288d1',
              showMark: false,
              curve: 'linear',
              valueFormatter: (value, { dataIndex }) =>
                value === null ? '' : `${value} mm (+${monthly[dataIndex]} mm this month)`,
            },
          ]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </Box>
    </Box>
  );
}
