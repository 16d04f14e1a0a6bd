import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Ana Souza', role: 'Designer', location: 'São Paulo' },
  { id: 2, name: 'Ben Carter', role: 'Engineer', location: 'Leeds' },
  { id: 3, name: 'Chloé Martin', role: 'Product manager', location: 'Nantes' },
  { id: 4, name: 'Deniz Kaya', role: 'Engineer', location: 'Izmir' },
  { id: 5, name: 'Elif Yilmaz', role: 'Data analyst', location: 'Ankara' },
  { id: 6, name: 'Finn Larsen', role: 'Support', location: 'Aarhus' },
  { id: 7, name: 'Grace Okafor', role: 'Engineer', location: 'Lagos' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 140 },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 120 },
];

export default function StyleRecipesBorderless() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        disableColumnResize
        hideFooter
        sx={{
          // No outer frame.
          border: 0,
          // The grid draws the lines between rows with this variable.
          '--DataGrid-rowBorderColor': 'transparent',
          // Keep one line under the header.
          [`& .${gridClasses.columnHeaders}`]: {
            borderBottom: 1,
            borderColor: 'divider',
          },
          // The separators are the resize handles: hide them only without resizing.
          [`& .${gridClasses.columnSeparator}`]: {
            display: 'none',
          },
        }}
      />
    </Box>
  );
}
