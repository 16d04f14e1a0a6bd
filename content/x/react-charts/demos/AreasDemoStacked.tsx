import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Electricity generation of a fictional country by source, in TWh per year.
const dataset = [
  { year: 2015, coal: 118, gas: 64, hydro: 38, wind: 21, solar: 4 },
  { year: 2016, coal: 112, gas: 68, hydro: 41, wind: 25, solar: 6 },
  { year: 2017, coal: 104, gas: 71, hydro: 36, wind: 31, solar: 8 },
  { year: 2018, coal: 97, gas: 73, hydro: 39, wind: 36, solar: 11 },
  { year: 2019, coal: 85, gas: 78, hydro: 40, wind: 42, solar: 14 },
  { year: 2020, coal: 71, gas: 76, hydro: 42, wind: 49, solar: 19 },
  { year: 2021, coal: 69, gas: 72, hydro: 37, wind: 53, solar: 24 },
  { year: 2022, coal: 64, gas: 63, hydro: 33, wind: 60, solar: 31 },
  { year: 2023, coal: 52, gas: 61, hydro: 39, wind: 68, solar: 37 },
  { year: 2024, coal: 41, gas: 59, hydro: 40, wind: 74, solar: 45 },
  { year: 2025, coal: 33, gas: 57, hydro: 38, wind: 81, solar: 52 },
];

const sources = [
  { dataKey: 'coal', label: 'Coal' },
  { dataKey: 'gas', label: 'Gas' },
  { dataKey: 'hydro', label: 'Hydro' },
  { dataKey: 'wind', label: 'Wind' },
  { dataKey: 'solar', label: 'Solar' },
];

export default function AreasDemoStacked() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Electricity generation by source, 2015 to 2025 (TWh, fictional country)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LineChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[
            {
              scaleType: 'point',
              dataKey: 'year',
              valueFormatter: (year: number) => String(year),
            },
          ]}
          yAxis={[{ label: 'TWh' }]}
          series={sources.map((source) => ({
            ...source,
            stack: 'generation',
            area: true,
            showMark: false,
            valueFormatter: (value: number | null) => (value === null ? '' : `${value} TWh`),
          }))}
          slotProps={{ tooltip: { trigger: 'axis' } }}
        />
      </Box>
    </Box>
  );
}
