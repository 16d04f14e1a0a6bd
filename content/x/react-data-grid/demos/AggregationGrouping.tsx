import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, store: 'Downtown', category: 'Coffee', sales: 1840, orders: 412 },
  { id: 2, store: 'Downtown', category: 'Pastry', sales: 960, orders: 305 },
  { id: 3, store: 'Downtown', category: 'Sandwich', sales: 1320, orders: 198 },
  { id: 4, store: 'Riverside', category: 'Coffee', sales: 1210, orders: 290 },
  { id: 5, store: 'Riverside', category: 'Pastry', sales: 540, orders: 170 },
  { id: 6, store: 'Airport', category: 'Coffee', sales: 2650, orders: 588 },
  { id: 7, store: 'Airport', category: 'Sandwich', sales: 2010, orders: 261 },
];

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'sales',
    headerName: 'Sales',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 110 },
];

export default function AggregationGrouping() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['store'] },
          aggregation: { model: { sales: 'sum', orders: 'sum' } },
          columns: { columnVisibilityModel: { store: false } },
        }}
        hideFooter
      />
    </Box>
  );
}
