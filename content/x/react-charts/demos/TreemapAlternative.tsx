import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Disk usage of a laptop, in GB: categories (inner ring) and their biggest folders (outer ring).
const categories = [
  { id: 'media', label: 'Media', value: 210, color: '#1565c0' },
  { id: 'apps', label: 'Applications', value: 95, color: '#2e7d32' },
  { id: 'system', label: 'System', value: 60, color: '#6a1b9a' },
];

const folders = [
  { id: 'photos', label: 'Media / Photos', value: 120, color: '#42a5f5' },
  { id: 'videos', label: 'Media / Videos', value: 70, color: '#64b5f6' },
  { id: 'music', label: 'Media / Music', value: 20, color: '#90caf9' },
  { id: 'ide', label: 'Applications / Developer tools', value: 55, color: '#66bb6a' },
  { id: 'office', label: 'Applications / Office', value: 25, color: '#81c784' },
  { id: 'games', label: 'Applications / Games', value: 15, color: '#a5d6a7' },
  { id: 'os', label: 'System / Operating system', value: 45, color: '#ab47bc' },
  { id: 'cache', label: 'System / Caches', value: 15, color: '#ce93d8' },
];

export default function TreemapAlternative() {
  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography id="treemap-alternative-title" variant="subtitle2" component="h3">
        Disk usage (GB): categories inside, folders outside
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PieChart
          series={[
            {
              id: 'categories',
              data: categories,
              outerRadius: '55%',
              valueFormatter: (item) => `${item.value} GB`,
              highlightScope: { highlight: 'item', fade: 'global' },
            },
            {
              id: 'folders',
              data: folders,
              innerRadius: '60%',
              outerRadius: '100%',
              valueFormatter: (item) => `${item.value} GB`,
              highlightScope: { highlight: 'item', fade: 'global' },
            },
          ]}
          hideLegend
          aria-labelledby="treemap-alternative-title"
        />
      </Box>
    </Box>
  );
}
