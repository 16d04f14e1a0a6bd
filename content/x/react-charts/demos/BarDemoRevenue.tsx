import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Revenue of a fictional hardware company, in millions of US dollars.
const dataset = [
  { quarter: 'Q1 2025', devices: 18.2, software: 6.4, services: 4.1, support: 2.3 },
  { quarter: 'Q2 2025', devices: 16.9, software: 7.1, services: 4.6, support: 2.4 },
  { quarter: 'Q3 2025', devices: 19.5, software: 7.8, services: 5.2, support: 2.6 },
  { quarter: 'Q4 2025', devices: 27.3, software: 9.2, services: 5.9, support: 2.8 },
  { quarter: 'Q1 2026', devices: 19.8, software: 9.9, services: 6.3, support: 2.9 },
];

const dollars = (value: number | null) => (value === null ? '' : `$${value.toFixed(1)}M`);

const productLines = [
  { dataKey: 'devices', label: 'Devices' },
  { dataKey: 'software', label: 'Software' },
  { dataKey: 'services', label: 'Services' },
  { dataKey: 'support', label: 'Support plans' },
];

export default function BarDemoRevenue() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 400, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Quarterly revenue by product line (fictional company)
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          aria-labelledby={titleId}
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
          yAxis={[{ valueFormatter: (value: number) => `$${value}M`, width: 55 }]}
          series={productLines.map((line) => ({
            ...line,
            stack: 'revenue',
            valueFormatter: dollars,
          }))}
          grid={{ horizontal: true }}
          slotProps={{ tooltip: { trigger: 'axis' } }}
        />
      </Box>
    </Box>
  );
}
