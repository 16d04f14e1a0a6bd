import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    task: 'Write release notes',
    owner: 'Amara',
    status: 'In progress',
    hours: 3,
    email: 'amara@example.com',
  },
  {
    id: 2,
    task: 'Fix login redirect',
    owner: 'Jonas',
    status: 'Done',
    hours: 5,
    email: 'jonas@example.com',
  },
  {
    id: 3,
    task: 'Update pricing page',
    owner: 'Mei',
    status: 'To do',
    hours: 2,
    email: 'mei@example.com',
  },
  {
    id: 4,
    task: 'Review API proposal',
    owner: 'Amara',
    status: 'To do',
    hours: 4,
    email: 'amara@example.com',
  },
  {
    id: 5,
    task: 'Migrate CI runners',
    owner: 'Tomás',
    status: 'In progress',
    hours: 8,
    email: 'tomas@example.com',
  },
  {
    id: 6,
    task: 'Plan team offsite',
    owner: 'Mei',
    status: 'Done',
    hours: 6,
    email: 'mei@example.com',
  },
];

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['To do', 'In progress', 'Done'],
    width: 130,
  },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  { field: 'email', headerName: 'Email', width: 190 },
];

function TasksToolbar() {
  const apiRef = useGridApiContext();

  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
        Sprint tasks
      </Typography>
      <Button size="small" onClick={() => apiRef.current.showFilterPanel('status')}>
        Filter by status
      </Button>
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<FilterListIcon fontSize="small" />}
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPanelToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ toolbar: TasksToolbar }}
        slotProps={{
          filterPanel: {
            // The built-in panel, customised: columns listed A to Z, no Email column.
            columnsSort: 'asc',
            filterFormProps: {
              filterColumns: ({ columns: allColumns }) =>
                allColumns
                  .filter((column) => column.filterable && column.field !== 'email')
                  .map((column) => column.field),
            },
          },
        }}
      />
    </Box>
  );
}
