import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A café's monthly revenue (thousands of euros) and gross margin (percent).
const revenue = [41, 39, 46, 52, 61, 70, 78, 74, 63, 55, 49, 66];
const margin = [24, 22, 26, 29, 31, 33, 34, 32, 30, 28, 25, 31];

export default function CompositionBarLine() {
  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="composition-bar-line-title" variant="subtitle2" component="h3">
        Café revenue (bars, left axis) and gross margin (line, right axis), 2025
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartsDataProvider
          series={[
            {
              type: 'bar',
              id: 'revenue',
              data: revenue,
              label: 'Revenue',
              yAxisId: 'money',
              valueFormatter: (value) => (value === null ? '' : `${value} k€`),
            },
            {
              type: 'line',
              id: 'margin',
              data: margin,
              label: 'Gross margin',
              yAxisId: 'percent',
              valueFormatter: (value) => (value === null ? '' : `${value} %`),
            },
          ]}
          xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
          yAxis={[
            { id: 'money', position: 'left', label: 'Revenue (k€)', min: 0 },
            { id: 'percent', position: 'right', label: 'Margin (%)', min: 0, max: 40 },
          ]}
        >
          {/* ChartsWrapper lays out the HTML legend next to the SVG. */}
          <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
            <ChartsLegend />
            <ChartsSurface aria-labelledby="composition-bar-line-title">
              <ChartsGrid horizontal />
              <BarPlot />
              <LinePlot />
              <MarkPlot />
              <ChartsReferenceLine
                y={30}
                axisId="percent"
                label="Margin target 30 %"
                labelAlign="start"
                lineStyle={{ strokeDasharray: '6 4' }}
              />
              <ChartsAxisHighlight x="band" />
              <ChartsXAxis axisId="months" />
              <ChartsYAxis axisId="money" />
              <ChartsYAxis axisId="percent" />
            </ChartsSurface>
            <ChartsTooltip trigger="axis" />
          </ChartsWrapper>
        </ChartsDataProvider>
      </Box>
    </Box>
  );
}
