import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const sources = ['Search', 'Direct', 'Social', 'Email', 'Referral'];
// Visits per traffic source last month, in thousands.
const visits = [412, 238, 171, 96, 58];
// One colour per source, shared by the bars and the slices.
const colors = ['#1976d2', '#9c27b0', '#2e7d32', '#ed6c02', '#00838f'];

export default function HighlightingSynced() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 320, width: '100%' }}>
      <Box sx={{ flex: 3, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Typography id="highlighting-synced-bar" variant="subtitle2" component="h3">
          Visits per source (thousands)
        </Typography>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <BarChart
            xAxis={[
              {
                scaleType: 'band',
                data: sources,
                colorMap: { type: 'ordinal', values: sources, colors },
              },
            ]}
            yAxis={[{ width: 40 }]}
            // The same series id in both charts: a highlight in one applies to the other.
            series={[
              {
                id: 'visits',
                data: visits,
                label: 'Visits',
                highlightScope: { highlight: 'item', fade: 'global' },
              },
            ]}
            highlightedItem={highlighted}
            onHighlightChange={setHighlighted}
            hideLegend
            aria-labelledby="highlighting-synced-bar"
          />
        </Box>
      </Box>
      <Box sx={{ flex: 2, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Typography id="highlighting-synced-pie" variant="subtitle2" component="h3">
          Share of visits
        </Typography>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <PieChart
            series={[
              {
                id: 'visits',
                data: sources.map((source, index) => ({
                  id: source,
                  value: visits[index],
                  label: source,
                  color: colors[index],
                })),
                innerRadius: '40%',
                highlightScope: { highlight: 'item', fade: 'global' },
              },
            ]}
            highlightedItem={highlighted}
            onHighlightChange={setHighlighted}
            hideLegend
            aria-labelledby="highlighting-synced-pie"
          />
        </Box>
      </Box>
    </Stack>
  );
}
