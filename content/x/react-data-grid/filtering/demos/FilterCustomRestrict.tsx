import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, product: 'Linen shirt', sku: 'LS-001', price: 49, stock: 120 },
  { id: 2, product: 'Wool scarf', sku: 'WS-014', price: 35, stock: 0 },
  { id: 3, product: 'Canvas tote', sku: 'CT-203', price: 22, stock: 310 },
  { id: 4, product: 'Rain jacket', sku: 'RJ-090', price: 129, stock: 18 },
  { id: 5, product: 'Leather belt', sku: 'LB-007', price: 58, stock: 64 },
  { id: 6, product: 'Cotton socks', sku: 'CS-552', price: 9, stock: 900 },
];

const columns: GridColDef[] = [
  {
    field: 'product',
    headerName: 'Product',
    flex: 1,
    minWidth: 150,
    // Only "contains" and "equals"
    filterOperators: getGridStringOperators().filter((operator) =>
      ['contains', 'equals'].includes(operator.value),
    ),
  },
  {
    field: 'sku',
    headerName: 'SKU',
    width: 110,
    // Only "starts with"
    filterOperators: getGridStringOperators().filter((operator) => operator.value === 'startsWith'),
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    // Only "<" and ">"
    filterOperators: getGridNumericOperators().filter((operator) =>
      ['<', '>'].includes(operator.value),
    ),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 110 },
];

export default function FilterCustomRestrict() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'price', operator: '<', value: 60 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
