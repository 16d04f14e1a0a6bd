import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Harbor Bistro', cuisine: 'Seafood', city: 'Boston', rating: 4.5 },
  { id: 2, name: 'Sakura House', cuisine: 'Japanese', city: 'Seattle', rating: 4.7 },
  { id: 3, name: 'El Fogón', cuisine: 'Mexican', city: 'San Diego', rating: 4.3 },
  { id: 4, name: 'Spice Route', cuisine: 'Indian', city: 'Chicago', rating: 4.6 },
  { id: 5, name: 'Trattoria Sole', cuisine: 'Italian', city: 'Philadelphia', rating: 4.2 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Restaurant', width: 170 },
  { field: 'cuisine', headerName: 'Cuisine', width: 130 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function ExportToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'restaurants', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
