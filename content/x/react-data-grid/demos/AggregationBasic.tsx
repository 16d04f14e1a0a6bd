import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, trail: 'Ridge Loop', region: 'Alps', distanceKm: 12.4, elevationM: 820, rating: 4.6 },
  { id: 2, trail: 'Lakeside Path', region: 'Alps', distanceKm: 6.1, elevationM: 120, rating: 4.1 },
  { id: 3, trail: 'Cliff Walk', region: 'Coast', distanceKm: 9.8, elevationM: 310, rating: 4.8 },
  { id: 4, trail: 'Pine Valley', region: 'Forest', distanceKm: 14.2, elevationM: 540, rating: 3.9 },
  { id: 5, trail: 'Harbour Trail', region: 'Coast', distanceKm: 4.5, elevationM: 60, rating: 4.3 },
  { id: 6, trail: 'Summit Push', region: 'Alps', distanceKm: 18.0, elevationM: 1450, rating: 4.9 },
];

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail', width: 150 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'distanceKm', headerName: 'Distance (km)', type: 'number', width: 140 },
  { field: 'elevationM', headerName: 'Elevation (m)', type: 'number', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 110 },
];

export default function AggregationBasic() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: {
            model: { distanceKm: 'sum', elevationM: 'max', rating: 'avg', trail: 'size' },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
