import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  done: boolean;
}

const initialRows: Task[] = [
  { id: 1, title: 'Write the release notes', done: false },
  { id: 2, title: 'Review pull requests', done: true },
  { id: 3, title: 'Update dependencies', done: false },
];

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 100 },
];

export default function RowDefinitionReplace() {
  const [rows, setRows] = React.useState<Task[]>(initialRows);

  const addTask = () => {
    setRows((prev) => {
      const nextId = prev.length === 0 ? 1 : Math.max(...prev.map((row) => row.id)) + 1;
      return [...prev, { id: nextId, title: `New task ${nextId}`, done: false }];
    });
  };

  const completeAll = () => {
    setRows((prev) => prev.map((row) => ({ ...row, done: true })));
  };

  const removeLast = () => {
    setRows((prev) => prev.slice(0, -1));
  };

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={addTask}>
          Add task
        </Button>
        <Button size="small" variant="outlined" onClick={completeAll}>
          Mark all done
        </Button>
        <Button size="small" variant="outlined" onClick={removeLast} disabled={rows.length === 0}>
          Remove last
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
