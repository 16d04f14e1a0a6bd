import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { DataGridPro, GridColDef, GridListViewColDef } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  due: string;
  done: boolean;
}

const initialTasks: Task[] = [
  { id: 1, title: 'Book the venue for the team offsite', due: 'Mon', done: false },
  { id: 2, title: 'Send the Q3 report to finance', due: 'Tue', done: true },
  { id: 3, title: 'Review the onboarding checklist', due: 'Wed', done: false },
  { id: 4, title: 'Renew the domain name', due: 'Thu', done: false },
  { id: 5, title: 'Order new badges for visitors', due: 'Fri', done: false },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1 },
  { field: 'due', headerName: 'Due', width: 90 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

export default function ListViewActions() {
  const [tasks, setTasks] = React.useState(initialTasks);

  // The grid's editing does not run in list view: the card changes the rows itself.
  const listViewColumn = React.useMemo<GridListViewColDef<Task>>(
    () => ({
      field: 'task',
      renderCell: ({ row }) => (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', height: '100%', width: '100%' }}
        >
          <Checkbox
            checked={row.done}
            onChange={(event) =>
              setTasks((previous) =>
                previous.map((task) =>
                  task.id === row.id ? { ...task, done: event.target.checked } : task,
                ),
              )
            }
            slotProps={{ input: { 'aria-label': `Mark "${row.title}" as done` } }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="body2"
              noWrap
              sx={{ textDecoration: row.done ? 'line-through' : 'none' }}
            >
              {row.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Due {row.due}
            </Typography>
          </Box>
          <IconButton
            aria-label={`Delete "${row.title}"`}
            onClick={() => setTasks((previous) => previous.filter((task) => task.id !== row.id))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    }),
    [],
  );

  return (
    <Box sx={{ height: 360, width: '100%', maxWidth: 480 }}>
      <DataGridPro
        rows={tasks}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
