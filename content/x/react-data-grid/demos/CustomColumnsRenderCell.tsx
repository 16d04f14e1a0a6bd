import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  progress: number;
}

const rows: Task[] = [
  { id: 1, task: 'Write release notes', owner: 'Amara', progress: 0.9 },
  { id: 2, task: 'Migrate billing tables', owner: 'Jonas', progress: 0.35 },
  { id: 3, task: 'Audit access logs', owner: 'Priya', progress: 0.6 },
  { id: 4, task: 'Refresh onboarding guide', owner: 'Leo', progress: 0.1 },
  { id: 5, task: 'Upgrade build agents', owner: 'Mei', progress: 1 },
];

function ProgressCell(props: GridRenderCellParams<Task, number>) {
  const percent = Math.round((props.value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${props.row.task} progress`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 220,
    display: 'flex',
    renderCell: (params) => <ProgressCell {...params} />,
  },
];

export default function CustomColumnsRenderCell() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
