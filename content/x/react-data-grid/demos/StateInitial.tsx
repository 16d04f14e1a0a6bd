import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridInitialState } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'Fix login redirect',
    assignee: 'Nora',
    priority: 'High',
    estimate: 3,
    open: true,
  },
  {
    id: 2,
    title: 'Dark mode for charts',
    assignee: 'Felix',
    priority: 'Low',
    estimate: 5,
    open: true,
  },
  {
    id: 3,
    title: 'Upgrade Node.js',
    assignee: 'Nora',
    priority: 'Medium',
    estimate: 2,
    open: false,
  },
  {
    id: 4,
    title: 'CSV import errors',
    assignee: 'Aditi',
    priority: 'High',
    estimate: 8,
    open: true,
  },
  {
    id: 5,
    title: 'Onboarding emails',
    assignee: 'Felix',
    priority: 'Medium',
    estimate: 4,
    open: true,
  },
  { id: 6, title: 'Rate limit API', assignee: 'Aditi', priority: 'High', estimate: 6, open: true },
  { id: 7, title: 'Remove old flags', assignee: 'Nora', priority: 'Low', estimate: 1, open: false },
  {
    id: 8,
    title: 'Audit log export',
    assignee: 'Felix',
    priority: 'Medium',
    estimate: 5,
    open: true,
  },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['High', 'Medium', 'Low'],
    width: 120,
  },
  { field: 'estimate', headerName: 'Estimate (d)', type: 'number', width: 130 },
  { field: 'open', headerName: 'Open', type: 'boolean', width: 90 },
];

// Read once, when the grid mounts. Users can change everything afterwards.
const initialState: GridInitialState = {
  columns: { columnVisibilityModel: { id: false } },
  filter: { filterModel: { items: [{ field: 'open', operator: 'is', value: 'true' }] } },
  sorting: { sortModel: [{ field: 'estimate', sort: 'desc' }] },
  pagination: { paginationModel: { pageSize: 5 } },
  density: 'compact',
};

export default function StateInitial() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={initialState}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
