'use client';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DemoTheme } from '@/demos/DemoTheme';

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

const rows = [
  { id: 1, customer: 'Ada Moreno', status: 'Shipped', total: 182.5 },
  { id: 2, customer: 'Ben Okafor', status: 'Pending', total: 64 },
  { id: 3, customer: 'Chloé Dubois', status: 'Shipped', total: 310.2 },
  { id: 4, customer: 'Dev Patel', status: 'Refunded', total: 45.99 },
  { id: 5, customer: 'Elena Rossi', status: 'Pending', total: 129 },
];

export default function GridPreview() {
  return (
    <DemoTheme>
      <DataGrid rows={rows} columns={columns} density="compact" hideFooter disableColumnMenu />
    </DemoTheme>
  );
}
