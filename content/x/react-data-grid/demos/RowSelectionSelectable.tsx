import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowParams } from '@mui/x-data-grid';

type Seat = { id: number; seat: string; section: string; price: number; status: string };

const rows: Seat[] = [
  { id: 1, seat: 'A1', section: 'Stalls', price: 65, status: 'Available' },
  { id: 2, seat: 'A2', section: 'Stalls', price: 65, status: 'Sold' },
  { id: 3, seat: 'B7', section: 'Stalls', price: 55, status: 'Available' },
  { id: 4, seat: 'C3', section: 'Circle', price: 45, status: 'Held' },
  { id: 5, seat: 'C4', section: 'Circle', price: 45, status: 'Available' },
  { id: 6, seat: 'D9', section: 'Balcony', price: 30, status: 'Sold' },
];

const columns: GridColDef<Seat>[] = [
  { field: 'seat', headerName: 'Seat', width: 90 },
  { field: 'section', headerName: 'Section', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 110 },
];

const isRowSelectable = (params: GridRowParams<Seat>) => params.row.status === 'Available';

export default function RowSelectionSelectable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        isRowSelectable={isRowSelectable}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
