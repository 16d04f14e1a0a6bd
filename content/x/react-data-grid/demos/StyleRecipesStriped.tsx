import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowClassNameParams, gridClasses } from '@mui/x-data-grid';

const rows = [
  { id: 1, product: 'Oat milk', aisle: 'Dairy', stock: 48, price: 2.4 },
  { id: 2, product: 'Sourdough loaf', aisle: 'Bakery', stock: 12, price: 4.2 },
  { id: 3, product: 'Espresso beans', aisle: 'Coffee', stock: 30, price: 11.9 },
  { id: 4, product: 'Greek yoghurt', aisle: 'Dairy', stock: 25, price: 3.1 },
  { id: 5, product: 'Rye crackers', aisle: 'Bakery', stock: 40, price: 2.8 },
  { id: 6, product: 'Green tea', aisle: 'Coffee', stock: 18, price: 5.5 },
  { id: 7, product: 'Butter', aisle: 'Dairy', stock: 36, price: 2.9 },
  { id: 8, product: 'Croissants (4)', aisle: 'Bakery', stock: 9, price: 3.6 },
  { id: 9, product: 'Decaf beans', aisle: 'Coffee', stock: 14, price: 10.5 },
  { id: 10, product: 'Feta', aisle: 'Dairy', stock: 21, price: 3.8 },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'aisle', headerName: 'Aisle', width: 120 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

// The index follows sorting, filtering and pagination, so the stripes stay regular.
function getRowClassName(params: GridRowClassNameParams) {
  return params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd';
}

export default function StyleRecipesStriped() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        sx={(theme) => {
          const action = (theme.vars ?? theme).palette.action;
          return {
            // :not(.Mui-selected) leaves the grid's own selected style in charge.
            [`& .${gridClasses.row}.row--odd:not(.Mui-selected)`]: {
              backgroundColor: action.hover,
              '&:hover': { backgroundColor: action.selected },
            },
          };
        }}
      />
    </Box>
  );
}
