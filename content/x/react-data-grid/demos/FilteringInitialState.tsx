import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, task: 'Update onboarding checklist', assignee: 'Noor', status: 'Open', estimate: 3 },
  { id: 2, task: 'Fix invoice rounding', assignee: 'Felix', status: 'In progress', estimate: 5 },
  { id: 3, task: 'Archive 2022 reports', assignee: 'Imani', status: 'Done', estimate: 1 },
  { id: 4, task: 'Translate help center', assignee: 'Noor', status: 'Blocked', estimate: 8 },
  { id: 5, task: 'Rotate API keys', assignee: 'Kenji', status: 'Open', estimate: 2 },
  { id: 6, task: 'Review vendor contract', assignee: 'Imani', status: 'In progress', estimate: 4 },
  { id: 7, task: 'Migrate mailing list', assignee: 'Felix', status: 'Done', estimate: 6 },
];

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'In progress', 'Blocked', 'Done'],
    width: 130,
  },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 120 },
];

export default function FilteringInitialState() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'status', operator: 'isAnyOf', value: ['Open', 'In progress'] }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
