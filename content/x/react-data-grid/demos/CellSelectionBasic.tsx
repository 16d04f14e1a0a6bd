import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'North', jan: 12400, feb: 11800, mar: 13900, apr: 14250 },
  { id: 2, region: 'South', jan: 9800, feb: 10120, mar: 9650, apr: 11030 },
  { id: 3, region: 'East', jan: 15300, feb: 14980, mar: 16210, apr: 15870 },
  { id: 4, region: 'West', jan: 8700, feb: 9050, mar: 9920, apr: 10480 },
  { id: 5, region: 'Central', jan: 11150, feb: 11610, mar: 12040, apr: 12690 },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'jan', headerName: 'Jan', type: 'number', width: 110 },
  { field: 'feb', headerName: 'Feb', type: 'number', width: 110 },
  { field: 'mar', headerName: 'Mar', type: 'number', width: 110 },
  { field: 'apr', headerName: 'Apr', type: 'number', width: 110 },
];

export default function CellSelectionBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
