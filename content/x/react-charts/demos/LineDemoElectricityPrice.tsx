import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Hourly wholesale electricity price for one day, in €/MWh (illustrative profile:
// a morning peak, a midday dip when solar output is high, and an evening peak).
const prices = [
  82, 76, 72, 70, 73, 88, 121, 152, 146, 118, 84, 56, 42, 38, 45, 67, 103, 151, 184, 176, 142, 118,
  101, 90,
];
const hours = prices.map((_, hour) => `${String(hour).padStart(2, '0')}:00`);
const average = Math.round(prices.reduce((sum, value) => sum + value, 0) / prices.length);

export default function LineDemoElectricityPrice() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Hourly electricity price over one day (€/MWh), daily average {average} €/MWh
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          xAxis={[{ scaleType: 'point', data: hours }]}
          yAxis={[{ min: 0, label: '€/MWh' }]}
          series={[
            {
              data: prices,
              label: 'Price',
              // The price holds for the whole hour: draw steps, starting at each hour.
              curve: 'stepAfter',
              showMark: false,
              area: true,
              valueFormatter: (value) => (value === null ? '' : `${value} €/MWh`),
            },
          ]}
          hideLegend
        >
          <ChartsReferenceLine
            y={average}
            label="Average"
            labelAlign="start"
            lineStyle={{ strokeDasharray: '4 4' }}
          />
        </LineChart>
      </Box>
    </Box>
  );
}
