import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, step: 3, task: 'Pour the foundation', crew: 'Concrete', days: 4 },
  { id: 2, step: 1, task: 'Survey the site', crew: 'Planning', days: 2 },
  { id: 3, step: 5, task: 'Install the roof', crew: 'Carpentry', days: 6 },
  { id: 4, step: 2, task: 'Clear and level', crew: 'Earthworks', days: 3 },
  { id: 5, step: 4, task: 'Raise the frame', crew: 'Carpentry', days: 8 },
];

const columns: GridColDef[] = [
  // Not sortable from the header, but the initial sort model still uses it.
  {
    field: 'step',
    headerName: 'Step (fixed)',
    type: 'number',
    width: 120,
    sortable: false,
  },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'crew', headerName: 'Crew', width: 120 },
  { field: 'days', headerName: 'Days', type: 'number', width: 90 },
];

export default function SortingDisableColumns() {
  const [disableColumnSorting, setDisableColumnSorting] = React.useState(false);

  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={disableColumnSorting}
            onChange={(event) => setDisableColumnSorting(event.target.checked)}
          />
        }
        label="disableColumnSorting"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={{
            sorting: { sortModel: [{ field: 'step', sort: 'asc' }] },
          }}
          disableColumnSorting={disableColumnSorting}
          hideFooter
        />
      </Box>
    </Box>
  );
}
