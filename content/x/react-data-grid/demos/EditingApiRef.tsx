import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { DataGrid, GridColDef, GridRowId, useGridApiRef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  estimate: number;
}

const initialRows: Task[] = [
  { id: 1, title: 'Write release notes', owner: 'Priya', estimate: 2 },
  { id: 2, title: 'Fix login redirect', owner: 'Marco', estimate: 5 },
  { id: 3, title: 'Update dependencies', owner: 'Lena', estimate: 3 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200, editable: true },
  { field: 'owner', headerName: 'Owner', width: 140, editable: true },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 130, editable: true },
];

export default function EditingApiRef() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Task[]>(initialRows);
  const nextId = React.useRef(initialRows.length + 1);
  const rowToEdit = React.useRef<GridRowId | null>(null);

  const addTask = () => {
    const id = nextId.current;
    nextId.current += 1;
    rowToEdit.current = id;
    setRows((prev) => [...prev, { id, title: '', owner: '', estimate: 1 }]);
  };

  // Once the new row is rendered, open it for editing with the cursor in "Task".
  React.useEffect(() => {
    const id = rowToEdit.current;
    if (id !== null && apiRef.current?.getRow(id)) {
      rowToEdit.current = null;
      apiRef.current.startRowEditMode({ id, fieldToFocus: 'title' });
    }
  }, [rows, apiRef]);

  const processRowUpdate = (newRow: Task) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={addTask}>
          Add task
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          editMode="row"
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
    </Box>
  );
}
