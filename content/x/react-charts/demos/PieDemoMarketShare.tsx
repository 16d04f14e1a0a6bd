import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Coffee sold by chain in a fictional city, in thousands of cups per month.
const chains = [
  { id: 'brew', name: 'Brew & Co', cups: 412 },
  { id: 'bean', name: 'Bean There', cups: 287 },
  { id: 'daily', name: 'Daily Grind', cups: 198 },
  { id: 'roast', name: 'Roastery 9', cups: 121 },
  { id: 'indie', name: 'Independent cafés', cups: 164 },
];
const total = chains.reduce((sum, chain) => sum + chain.cups, 0);
const share = (cups: number) => Math.round((cups / total) * 1000) / 10;

const data = chains.map((chain) => ({
  id: chain.id,
  value: chain.cups,
  // The legend shows the share next to the name; the tooltip and arcs show the name only.
  label: (location: 'tooltip' | 'legend' | 'arc') =>
    location === 'legend' ? `${chain.name} (${share(chain.cups)} %)` : chain.name,
}));

export default function PieDemoMarketShare() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Market share of coffee chains in a fictional city, by cups sold
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          aria-labelledby={titleId}
          series={[
            {
              data,
              innerRadius: '45%',
              paddingAngle: 1.5,
              cornerRadius: 4,
              arcLabel: (item) => `${share(item.value)} %`,
              arcLabelMinAngle: 25,
              valueFormatter: (item) => `${item.value}k cups (${share(item.value)} %)`,
              highlightScope: { highlight: 'item', fade: 'global' },
              faded: { additionalRadius: -8, color: 'gray' },
            },
          ]}
          sx={{ '& .MuiPieArcLabel-root': { fontWeight: 'bold' } }}
        />
      </Box>
    </Box>
  );
}
