import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Origin of the visitors of a fictional museum over one year, in thousands.
const visitors = [
  { id: 'fr', label: 'France', value: 212 },
  { id: 'us', label: 'United States', value: 96 },
  { id: 'de', label: 'Germany', value: 71 },
  { id: 'gb', label: 'United Kingdom', value: 64 },
  { id: 'it', label: 'Italy', value: 42 },
  { id: 'es', label: 'Spain', value: 38 },
  { id: 'jp', label: 'Japan', value: 17 },
  { id: 'nl', label: 'Netherlands', value: 14 },
  { id: 'be', label: 'Belgium', value: 12 },
  { id: 'ch', label: 'Switzerland', value: 9 },
  { id: 'br', label: 'Brazil', value: 7 },
  { id: 'ca', label: 'Canada', value: 6 },
];
const total = visitors.reduce((sum, item) => sum + item.value, 0);

/** Keeps slices of at least `minShare` of the total and merges the rest into "Other". */
function groupSmallSlices(items: typeof visitors, minShare: number) {
  const kept = items.filter((item) => item.value / total >= minShare);
  const other = items
    .filter((item) => item.value / total < minShare)
    .reduce((sum, item) => sum + item.value, 0);
  return other > 0 ? [...kept, { id: 'other', label: 'Other', value: other }] : kept;
}

export default function PieDemoGroupSmall() {
  const titleId = React.useId();
  const [grouped, setGrouped] = React.useState(true);
  const data = grouped ? groupSmallSlices(visitors, 0.05) : visitors;
  return (
    <Box component="figure" sx={{ m: 0, height: 400, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle2">
          Museum visitors by country of residence, {total}k in total
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={grouped} onChange={(event) => setGrouped(event.target.checked)} />
          }
          label="Group under 5 %"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          aria-labelledby={titleId}
          series={[
            {
              data,
              sortingValues: 'desc',
              arcLabel: (item) => `${Math.round((item.value / total) * 100)} %`,
              arcLabelMinAngle: 18,
              valueFormatter: (item) => `${item.value}k visitors`,
            },
          ]}
          sx={{ '& .MuiPieArcLabel-root': { fontWeight: 'bold' } }}
        />
      </Box>
    </Box>
  );
}
