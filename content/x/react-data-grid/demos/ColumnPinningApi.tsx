import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GridColDef,
  GridPinnedColumnPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, order: 'SO-5501', customer: 'Bluebird Cafe', city: 'Portland', items: 14, total: 312.4 },
  { id: 2, order: 'SO-5502', customer: 'Granite Gym', city: 'Denver', items: 3, total: 89.0 },
  { id: 3, order: 'SO-5503', customer: 'Lumen Labs', city: 'Austin', items: 27, total: 1290.75 },
  { id: 4, order: 'SO-5504', customer: 'Maple Books', city: 'Toronto', items: 8, total: 164.2 },
  { id: 5, order: 'SO-5505', customer: 'Quartz Dental', city: 'Phoenix', items: 5, total: 240.0 },
];

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'items', headerName: 'Items', type: 'number', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 130 },
];

export default function ColumnPinningApi() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.pinColumn('order', GridPinnedColumnPosition.LEFT)}
        >
          Pin order left
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.pinColumn('total', GridPinnedColumnPosition.RIGHT)}
        >
          Pin total right
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            apiRef.current?.unpinColumn('order');
            apiRef.current?.unpinColumn('total');
          }}
        >
          Unpin both
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
