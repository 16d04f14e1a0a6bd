import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useBarSeries, useDrawingArea } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Bikes rented per quarter by a city scheme.
const rentals = [18400, 31200, 36900, 21500];

/** Writes the yearly total in the top-right corner of the drawing area. */
function TotalBadge() {
  const theme = useTheme();
  const { left, top, width } = useDrawingArea();
  const [series] = useBarSeries();
  if (!series) return null;

  const total = series.data.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return (
    <text
      x={left + width - 8}
      y={top + 16}
      textAnchor="end"
      fill={theme.palette.text.primary}
      style={{ fontSize: 14, fontWeight: 600 }}
    >
      Year total: {total.toLocaleString('en-US')}
    </text>
  );
}

export default function HooksOverviewTotal() {
  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="hooks-overview-total-title" variant="subtitle2" component="h3">
        Bikes rented per quarter, 2025
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          series={[{ data: rentals, label: 'Rentals' }]}
          xAxis={[{ scaleType: 'band', data: quarters }]}
          yAxis={[{ width: 50, max: 45000 }]}
          hideLegend
          aria-labelledby="hooks-overview-total-title"
        >
          {/* Children of a chart are rendered inside its SVG, so they can call the hooks. */}
          <TotalBadge />
        </BarChart>
      </Box>
    </Box>
  );
}
