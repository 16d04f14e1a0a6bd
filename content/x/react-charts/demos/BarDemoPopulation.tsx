import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Population in millions, rounded mid-2024 estimates.
const dataset = [
  { country: 'India', population: 1451 },
  { country: 'China', population: 1419 },
  { country: 'United States', population: 345 },
  { country: 'Indonesia', population: 283 },
  { country: 'Pakistan', population: 251 },
  { country: 'Nigeria', population: 233 },
  { country: 'Brazil', population: 212 },
  { country: 'Bangladesh', population: 174 },
  { country: 'Russia', population: 144 },
  { country: 'Ethiopia', population: 132 },
];

const millions = (value: number | null) =>
  value === null ? '' : `${value.toLocaleString('en-US')} M`;

export default function BarDemoPopulation() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 440, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        The ten most populous countries
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Rounded 2024 estimates, in millions of people.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          layout="horizontal"
          dataset={dataset}
          yAxis={[{ scaleType: 'band', dataKey: 'country', width: 100 }]}
          xAxis={[{ max: 1700, valueFormatter: (value: number) => value.toLocaleString('en-US') }]}
          series={[
            {
              dataKey: 'population',
              label: 'Population',
              valueFormatter: millions,
              barLabel: (item) => millions(item.value),
              barLabelPlacement: 'outside',
            },
          ]}
          borderRadius={4}
          hideLegend
        />
      </Box>
    </Box>
  );
}
