import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, getGridStringOperators } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, sku: 'TEA-001', name: 'Sencha', origin: 'Japan', price: 12.5 },
  { id: 2, sku: 'TEA-002', name: 'Darjeeling', origin: 'India', price: 14 },
  { id: 3, sku: 'TEA-003', name: 'Rooibos', origin: 'South Africa', price: 9.9 },
  { id: 4, sku: 'TEA-004', name: 'Oolong', origin: 'Taiwan', price: 18 },
  { id: 5, sku: 'TEA-005', name: 'Assam', origin: 'India', price: 11.2 },
  { id: 6, sku: 'TEA-006', name: 'Gyokuro', origin: 'Japan', price: 26 },
];

// Without the operator menu, each cell uses the first operator of its column.
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 130, filterOperators: containsOnly },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, filterOperators: containsOnly },
  { field: 'origin', headerName: 'Origin', width: 160, filterOperators: containsOnly },
  { field: 'price', headerName: 'Price', type: 'number', width: 110, filterable: false },
];

export default function HeaderFiltersSimple() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        headerFilterHeight={52}
        slots={{ headerFilterMenu: null }}
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        disableColumnFilter
        hideFooter
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'origin', operator: 'contains', value: 'ja' }] },
          },
        }}
      />
    </Box>
  );
}
