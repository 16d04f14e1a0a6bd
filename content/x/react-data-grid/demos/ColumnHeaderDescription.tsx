import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'KB-104', stock: 42, leadTime: 5, mrr: 1200 },
  { id: 2, sku: 'MS-220', stock: 8, leadTime: 12, mrr: 640 },
  { id: 3, sku: 'HD-310', stock: 0, leadTime: 21, mrr: 0 },
  { id: 4, sku: 'CB-055', stock: 130, leadTime: 3, mrr: 310 },
  { id: 5, sku: 'DK-900', stock: 17, leadTime: 9, mrr: 2050 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', description: 'Stock keeping unit', width: 110 },
  { field: 'stock', headerName: 'On hand', type: 'number', width: 110 },
  {
    field: 'leadTime',
    headerName: 'Lead time',
    description: 'Days between placing a purchase order and receiving the goods',
    type: 'number',
    width: 120,
  },
  {
    field: 'mrr',
    headerName: 'Monthly recurring revenue (USD)',
    type: 'number',
    width: 150,
  },
];

export default function ColumnHeaderDescription() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
