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
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { useLegend } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// A household's electricity use and its solar panels' output, in kWh.
const consumption = [410, 380, 350, 300, 270, 250];
const solar = [60, 95, 180, 260, 330, 360];

/** A vertical legend, built from the items that ChartsLegend would show. */
function SideLegend() {
  const { items } = useLegend();

  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 150 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={`${item.seriesId}-${item.dataIndex ?? ''}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}
        >
          {/* The mark type follows the series type: a square for bars, a line for lines. */}
          <ChartsLabelMark type={item.markType} color={item.color} />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {item.label}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {item.type === 'bar' ? 'Bars' : 'Line'}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export default function HooksLegendCustom() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="hooks-legend-custom-title" variant="subtitle2" component="h3">
        Electricity used and produced by solar panels, January to June (kWh)
      </Typography>
      <ChartsDataProvider
        series={[
          { type: 'bar', id: 'used', data: consumption, label: 'Used from the grid' },
          { type: 'line', id: 'solar', data: solar, label: 'Solar production' },
        ]}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 45, min: 0 }]}
      >
        <Stack direction="row" spacing={2} sx={{ flex: 1, minHeight: 0, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0, height: '100%' }}>
            <ChartsSurface aria-labelledby="hooks-legend-custom-title">
              <BarPlot />
              <LinePlot />
              <MarkPlot />
              <ChartsXAxis />
              <ChartsYAxis />
            </ChartsSurface>
          </Box>
          <SideLegend />
        </Stack>
      </ChartsDataProvider>
    </Box>
  );
}
