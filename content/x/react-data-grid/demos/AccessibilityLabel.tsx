import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Oat milk', aisle: 3, price: 2.49 },
  { id: 2, name: 'Sourdough loaf', aisle: 1, price: 4.2 },
  { id: 3, name: 'Basmati rice', aisle: 5, price: 3.15 },
  { id: 4, name: 'Green tea', aisle: 6, price: 5.6 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'aisle', headerName: 'Aisle', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
];

export default function AccessibilityLabel() {
  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="shopping-list-heading" variant="h6" component="h3">
        Shopping list
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-labelledby="shopping-list-heading"
          hideFooter
        />
      </Box>
    </Box>
  );
}
