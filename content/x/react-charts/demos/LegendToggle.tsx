import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Energy produced by a community cooperative, in MWh.
const series = [
  { id: 'solar', data: [120, 310, 360, 140], label: 'Solar', stack: 'energy' },
  { id: 'wind', data: [410, 260, 220, 450], label: 'Wind', stack: 'energy' },
  { id: 'hydro', data: [150, 120, 90, 160], label: 'Hydro', stack: 'energy' },
];

export default function LegendToggle() {
  const [hidden, setHidden] = React.useState<VisibilityIdentifier<'bar'>[]>([]);

  const hiddenLabels = series
    .filter((item) => hidden.some((entry) => entry.seriesId === item.id))
    .map((item) => item.label);

  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="legend-toggle-title" variant="subtitle2" component="h3">
        Energy produced per quarter (MWh). Click a legend item to hide or show it.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: quarters }]}
          yAxis={[{ width: 45 }]}
          series={series}
          hiddenItems={hidden}
          onHiddenItemsChange={setHidden}
          slotProps={{ legend: { toggleVisibilityOnClick: true } }}
          aria-labelledby="legend-toggle-title"
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        Hidden series: {hiddenLabels.length > 0 ? hiddenLabels.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
