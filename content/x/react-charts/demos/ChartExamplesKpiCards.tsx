import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily figures of a fictional online shop over the last two weeks.
const kpis = [
  {
    title: 'Revenue',
    unit: (value: number) => `$${(value / 1000).toFixed(1)}k`,
    data: [8.1, 7.6, 8.9, 9.4, 8.8, 10.2, 11.5, 9.9, 10.4, 11.1, 12.3, 11.8, 12.9, 13.4].map(
      (value) => value * 1000,
    ),
  },
  {
    title: 'Returns',
    unit: (value: number) => `${value}`,
    data: [14, 11, 15, 12, 13, 10, 12, 9, 11, 8, 10, 9, 7, 8],
  },
];

function KpiCard({ title, unit, data }: (typeof kpis)[number]) {
  const titleId = React.useId();
  const last = data[data.length - 1];
  const first = data[0];
  const change = Math.round(((last - first) / first) * 100);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={titleId} variant="body2" color="text.secondary">
        {title}, last 14 days
      </Typography>
      <Typography variant="h6" component="p">
        {unit(last)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {change >= 0 ? '▲' : '▼'} {Math.abs(change)}% since day 1
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <SparkLineChart
          aria-labelledby={titleId}
          data={data}
          area
          curve="natural"
          showTooltip
          showHighlight
          valueFormatter={(value) => (value === null ? '' : unit(value))}
        />
      </Box>
    </Paper>
  );
}

export default function ChartExamplesKpiCards() {
  return (
    <Box
      sx={{
        height: 180,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: 2,
      }}
    >
      {kpis.map((kpi) => (
        <KpiCard key={kpi.title} {...kpi} />
      ))}
    </Box>
  );
}
