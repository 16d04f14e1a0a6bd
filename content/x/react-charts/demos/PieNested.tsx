import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Greenhouse gas emissions of a fictional region by sector (inner ring)
// and by sub-sector (outer ring), in megatonnes of CO₂ equivalent.
const sectors = [
  { id: 'energy', label: 'Energy', value: 52, color: '#1565c0' },
  { id: 'transport', label: 'Transport', value: 31, color: '#ef6c00' },
  { id: 'farming', label: 'Farming', value: 17, color: '#2e7d32' },
];

const subSectors = [
  { id: 'power', label: 'Power plants', value: 34, color: '#1e88e5' },
  { id: 'heating', label: 'Heating', value: 18, color: '#64b5f6' },
  { id: 'road', label: 'Road', value: 24, color: '#fb8c00' },
  { id: 'air', label: 'Aviation', value: 7, color: '#ffb74d' },
  { id: 'livestock', label: 'Livestock', value: 11, color: '#43a047' },
  { id: 'soil', label: 'Soils', value: 6, color: '#81c784' },
];

const mt = (item: { value: number }) => `${item.value} Mt`;

export default function PieNested() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Emissions by sector (inner ring) and sub-sector (outer ring), Mt CO₂e
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          aria-labelledby={titleId}
          series={[
            {
              id: 'sectors',
              data: sectors,
              outerRadius: '55%',
              arcLabel: 'label',
              arcLabelMinAngle: 30,
              valueFormatter: mt,
              highlightScope: { highlight: 'item', fade: 'global' },
            },
            {
              id: 'sub-sectors',
              data: subSectors,
              innerRadius: '60%',
              outerRadius: '100%',
              valueFormatter: mt,
              highlightScope: { highlight: 'item', fade: 'global' },
            },
          ]}
          slotProps={{ legend: { direction: 'vertical' } }}
          sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 'bold' } }}
        />
      </Box>
    </Box>
  );
}
