import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useSeries } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// Loaves sold per day by a bakery, in the shop and by delivery, and the daily target.
const inStore = [62, 58, 64, 70, 88, 120];
const delivery = [24, 30, 28, 33, 41, 18];
const target = [90, 90, 90, 100, 120, 130];

type Row = { id: string; type: string; label: string; color: string; total: number };

const labelOf = (label: string | ((location: 'legend' | 'tooltip') => string) | undefined) =>
  typeof label === 'function' ? label('legend') : (label ?? '');

const sum = (data: readonly (number | null)[]) =>
  data.reduce<number>((total, value) => total + (value ?? 0), 0);

/** An HTML list built from useSeries(): one row per series, grouped by type. */
function SeriesSummary() {
  const { bar, line } = useSeries();

  // Each type present in the chart has { series, seriesOrder }; absent types are undefined.
  const barRows: Row[] = bar
    ? bar.seriesOrder.map((id) => {
        const item = bar.series[id];
        return {
          id: `${id}`,
          type: 'bar',
          label: labelOf(item.label),
          color: item.color,
          total: sum(item.data),
        };
      })
    : [];
  const lineRows: Row[] = line
    ? line.seriesOrder.map((id) => {
        const item = line.series[id];
        return {
          id: `${id}`,
          type: 'line',
          label: labelOf(item.label),
          color: item.color,
          total: sum(item.data),
        };
      })
    : [];
  const rows = [...barRows, ...lineRows];

  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 160 }}>
      {rows.map((row) => (
        <Box component="li" key={row.id} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: row.color, flexShrink: 0 }}
          />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {row.type} series, {row.total} loaves in the week
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

export default function HooksSeriesSummary() {
  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="hooks-series-summary-title" variant="subtitle2" component="h3">
        Loaves sold per day (bars) against the daily target (line)
      </Typography>
      <ChartsDataProvider
        series={[
          { type: 'bar', id: 'store', data: inStore, label: 'In the shop', stack: 'sold' },
          { type: 'bar', id: 'delivery', data: delivery, label: 'Delivered', stack: 'sold' },
          { type: 'line', id: 'target', data: target, label: 'Target' },
        ]}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ width: 40 }]}
      >
        <Stack direction="row" spacing={2} sx={{ flex: 1, minHeight: 0, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0, height: '100%' }}>
            <ChartsSurface aria-labelledby="hooks-series-summary-title">
              <BarPlot />
              <LinePlot />
              <MarkPlot />
              <ChartsXAxis />
              <ChartsYAxis />
            </ChartsSurface>
          </Box>
          {/* Outside the SVG, inside the provider: the hook works here too. */}
          <SeriesSummary />
        </Stack>
      </ChartsDataProvider>
    </Box>
  );
}
