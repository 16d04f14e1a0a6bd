import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, name: 'Aurora Diaz', jan: 12, feb: 15, mar: 11, apr: 18, may: 14, jun: 20, total: 90 },
  { id: 2, name: 'Bram de Vries', jan: 9, feb: 11, mar: 14, apr: 10, may: 13, jun: 12, total: 69 },
  { id: 3, name: 'Chidi Eze', jan: 20, feb: 18, mar: 22, apr: 19, may: 24, jun: 23, total: 126 },
  { id: 4, name: 'Dana Cohen', jan: 7, feb: 8, mar: 6, apr: 9, may: 11, jun: 10, total: 51 },
  { id: 5, name: 'Elif Yıldız', jan: 15, feb: 14, mar: 17, apr: 16, may: 15, jun: 19, total: 96 },
];

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];

const columns: GridColDef[] = [
  // pinnable: false removes the pin entries from this column's menu.
  { field: 'name', headerName: 'Sales rep', width: 160, pinnable: false },
  ...months.map<GridColDef>((month) => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number',
    width: 110,
  })),
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ColumnPinningInitial() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['total'] } }}
        hideFooter
      />
    </Box>
  );
}
