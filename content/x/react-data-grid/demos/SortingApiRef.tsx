import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, product: 'Espresso beans', price: 14.5, sold: 320 },
  { id: 2, product: 'Green tea', price: 8.2, sold: 145 },
  { id: 3, product: 'Cocoa powder', price: 6.9, sold: 410 },
  { id: 4, product: 'Chai blend', price: 11.0, sold: 98 },
  { id: 5, product: 'Decaf beans', price: 13.75, sold: 60 },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 120 },
  { field: 'sold', headerName: 'Units sold', type: 'number', width: 120 },
];

export default function SortingApiRef() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('sold', 'desc')}
        >
          Best sellers first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('price')}>
          Next price order
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setSortModel([])}>
          Clear sorting
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
