'use client';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DemoTheme } from './DemoTheme';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Package', flex: 1, minWidth: 150 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'downloads', headerName: 'Weekly downloads', type: 'number', width: 160 },
];

const rows = [
  { id: 1, name: '@mui/x-data-grid', plan: 'Community', downloads: 1520400 },
  { id: 2, name: '@mui/x-date-pickers', plan: 'Community', downloads: 1287300 },
  { id: 3, name: '@mui/x-charts', plan: 'Community', downloads: 640900 },
  { id: 4, name: '@mui/x-tree-view', plan: 'Community', downloads: 402150 },
  { id: 5, name: '@mui/x-data-grid-pro', plan: 'Pro', downloads: 310800 },
];

export default function GridPreview() {
  return (
    <DemoTheme>
      <DataGrid rows={rows} columns={columns} density="compact" hideFooter disableColumnMenu />
    </DemoTheme>
  );
}
