import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useLineSeries } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

/** An HTML summary next to the chart: it reads the series from the chart's context. */
function SeriesSummary() {
  const series = useLineSeries();

  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 170 }}>
      {series.map((item) => {
        const first = item.data[0] ?? 0;
        const last = item.data[item.data.length - 1] ?? 0;
        const change = Math.round(((last - first) / first) * 100);
        const label = typeof item.label === 'function' ? item.label('legend') : item.label;
        return (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}
          >
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                borderRadius: '2px',
                bgcolor: item.color,
                flexShrink: 0,
              }}
            />
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {last} € in June ({change > 0 ? '+' : ''}
                {change} % since January)
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

export default function ComponentsHtmlPanel() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="components-html-title" variant="subtitle2" component="h3">
        Average basket value per month, by store
      </Typography>
      <ChartsDataProvider
        series={[
          { type: 'line', id: 'city', data: [41, 43, 42, 46, 48, 51], label: 'City centre' },
          { type: 'line', id: 'mall', data: [55, 52, 54, 53, 57, 56], label: 'Mall' },
          { type: 'line', id: 'online', data: [37, 39, 44, 47, 52, 58], label: 'Online' },
        ]}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
      >
        <Stack direction="row" spacing={2} sx={{ flex: 1, minHeight: 0, alignItems: 'center' }}>
          {/* The SVG part: plots and axes. */}
          <Box sx={{ flex: 1, minWidth: 0, height: '100%' }}>
            <ChartsSurface aria-labelledby="components-html-title">
              <LinePlot />
              <ChartsXAxis />
              <ChartsYAxis />
            </ChartsSurface>
          </Box>
          {/* The HTML part, outside the SVG but inside the provider. */}
          <SeriesSummary />
        </Stack>
      </ChartsDataProvider>
    </Box>
  );
}
