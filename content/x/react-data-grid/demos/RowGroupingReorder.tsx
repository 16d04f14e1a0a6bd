import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  task: string;
  status: string;
  owner: string;
}

const rows: Task[] = [
  { id: 1, task: 'Write release notes', status: 'To do', owner: 'Inès' },
  { id: 2, task: 'Update screenshots', status: 'To do', owner: 'Tomás' },
  { id: 3, task: 'Review pricing page', status: 'To do', owner: 'Mei' },
  { id: 11, task: 'Book team offsite', status: 'To do', owner: 'Inès' },
  { id: 4, task: 'Fix checkout bug', status: 'In progress', owner: 'Tomás' },
  { id: 5, task: 'Migrate newsletter', status: 'In progress', owner: 'Inès' },
  { id: 6, task: 'Plan Q3 roadmap', status: 'In progress', owner: 'Mei' },
  { id: 7, task: 'Rotate API keys', status: 'Done', owner: 'Tomás' },
  { id: 8, task: 'Archive old tickets', status: 'Done', owner: 'Mei' },
  { id: 9, task: 'Renew SSL certificate', status: 'Done', owner: 'Inès' },
  { id: 10, task: 'Clean up feature flags', status: 'Done', owner: 'Tomás' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', width: 200 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'owner', headerName: 'Owner', width: 110 },
];

export default function RowGroupingReorder() {
  const [lastMove, setLastMove] = React.useState('Drag a task by its handle into another group.');

  // Called with the moved row, whose `status` now holds the target group's value.
  const processRowUpdate = React.useCallback((newRow: Task, oldRow: Task) => {
    if (newRow.status !== oldRow.status) {
      setLastMove(`"${newRow.task}" moved from ${oldRow.status} to ${newRow.status}.`);
    }
    return newRow;
  }, []);

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {lastMove}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowReordering
          processRowUpdate={processRowUpdate}
          defaultGroupingExpansionDepth={-1}
          initialState={{ rowGrouping: { model: ['status'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
