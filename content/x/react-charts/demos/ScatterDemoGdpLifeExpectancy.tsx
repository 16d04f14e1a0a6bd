import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart, type ScatterSeries } from '@mui/x-charts/ScatterChart';

// GDP per capita (US$) and life expectancy at birth (years), rounded approximate
// figures for the early 2020s. For illustration, not for reference.
type Country = [name: string, gdp: number, lifeExpectancy: number];

const regions: Record<string, Country[]> = {
  Africa: [
    ['Nigeria', 2200, 54],
    ['Ethiopia', 1000, 65],
    ['Egypt', 4300, 70],
    ['South Africa', 6800, 62],
    ['Kenya', 2100, 62],
    ['Morocco', 3500, 74],
    ['Ghana', 2200, 64],
    ['Senegal', 1600, 68],
  ],
  Americas: [
    ['United States', 76000, 76],
    ['Canada', 55000, 81],
    ['Mexico', 11500, 75],
    ['Brazil', 8900, 73],
    ['Argentina', 13700, 76],
    ['Chile', 15400, 79],
    ['Colombia', 6600, 73],
    ['Peru', 7100, 73],
  ],
  Asia: [
    ['Japan', 34000, 84],
    ['China', 12700, 78],
    ['India', 2400, 68],
    ['Indonesia', 4800, 68],
    ['Vietnam', 4200, 74],
    ['Bangladesh', 2700, 72],
    ['South Korea', 32400, 84],
    ['Pakistan', 1600, 66],
  ],
  Europe: [
    ['Germany', 48700, 81],
    ['France', 40900, 82],
    ['Italy', 34100, 83],
    ['Spain', 29700, 83],
    ['Poland', 18700, 77],
    ['Norway', 106000, 83],
    ['Sweden', 56400, 83],
    ['Romania', 15800, 75],
  ],
  Oceania: [
    ['Australia', 65000, 83],
    ['New Zealand', 48800, 82],
  ],
};

const series: ScatterSeries[] = Object.entries(regions).map(([region, countries]) => ({
  id: region,
  label: region,
  markerSize: 6,
  data: countries.map(([name, gdp, lifeExpectancy]) => ({
    id: name,
    x: gdp,
    y: lifeExpectancy,
  })),
  valueFormatter: (point) =>
    point ? `${point.id}: $${point.x.toLocaleString('en-US')}, ${point.y} years` : '',
}));

export default function ScatterDemoGdpLifeExpectancy() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 440, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Life expectancy against GDP per capita (log scale), 34 countries by region
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Rounded, approximate figures for the early 2020s.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScatterChart
          aria-labelledby={titleId}
          xAxis={[
            {
              scaleType: 'log',
              label: 'GDP per capita (US$, log scale)',
              min: 500,
              max: 150000,
              valueFormatter: (value: number, context) =>
                context.location === 'tick' && context.defaultTickLabel === ''
                  ? ''
                  : `$${value.toLocaleString('en-US')}`,
            },
          ]}
          yAxis={[{ label: 'Life expectancy (years)', min: 50, max: 90 }]}
          series={series}
          grid={{ horizontal: true }}
        />
      </Box>
    </Box>
  );
}
