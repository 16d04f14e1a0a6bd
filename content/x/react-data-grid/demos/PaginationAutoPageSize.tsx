import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  sku: `SKU-${(4021 + index * 13).toString()}`,
  bin: `${String.fromCharCode(65 + (index % 6))}-${(index % 9) + 1}`,
  quantity: (index * 17) % 60,
}));

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 130 },
  { field: 'bin', headerName: 'Bin', width: 100 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
];

export default function PaginationAutoPageSize() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} autoPageSize />
    </Box>
  );
}
