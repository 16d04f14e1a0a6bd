import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const customers = ['Harbor Café', 'Linden Books', 'Blue Fern Studio', 'Oak & Ash', 'Maple Clinic'];

const rows = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  invoice: `INV-${1001 + index}`,
  customer: customers[index % customers.length],
  amount: 120 + ((index * 37) % 400),
}));

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

export default function PaginationBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10, 25]}
      />
    </Box>
  );
}
