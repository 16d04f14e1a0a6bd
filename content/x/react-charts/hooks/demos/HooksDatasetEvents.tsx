import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDataset, useDrawingArea, useXScale } from '@mui/x-charts/hooks';

// Monthly loans of a public library. `event` is not plotted: only the custom component reads it.
type Row = { month: string; loans: number; event?: string };

const dataset: Row[] = [
  { month: 'Jan', loans: 3120 },
  { month: 'Feb', loans: 2980 },
  { month: 'Mar', loans: 3540, event: 'New website' },
  { month: 'Apr', loans: 3710 },
  { month: 'May', loans: 3650 },
  { month: 'Jun', loans: 3420 },
  { month: 'Jul', loans: 4380, event: 'Summer reading' },
  { month: 'Aug', loans: 4190 },
  { month: 'Sep', loans: 3560 },
];

/** A dashed line and a caption for every row of the dataset that has an `event`. */
function EventMarkers() {
  const theme = useTheme();
  const rows = useDataset<Row[]>() ?? [];
  const { top, height } = useDrawingArea();
  const xScale = useXScale<'point'>();

  return (
    <g>
      {rows.map((row) => {
        const x = xScale(row.month);
        if (!row.event || x === undefined) return null;
        return (
          <g key={row.month}>
            <line
              x1={x}
              x2={x}
              y1={top}
              y2={top + height}
              stroke={theme.palette.text.secondary}
              strokeDasharray="4 4"
            />
            <text
              x={x - 6}
              y={top + 12}
              textAnchor="end"
              fill={theme.palette.text.primary}
              style={{ fontSize: 12 }}
            >
              {row.event}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export default function HooksDatasetEvents() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="hooks-dataset-events-title" variant="subtitle2" component="h3">
        Library loans per month, with the events that explain the jumps
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartsContainer
          dataset={dataset}
          series={[{ type: 'line', dataKey: 'loans', label: 'Loans' }]}
          xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
          yAxis={[{ width: 50, min: 2000 }]}
          aria-labelledby="hooks-dataset-events-title"
        >
          <EventMarkers />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsContainer>
      </Box>
    </Box>
  );
}
