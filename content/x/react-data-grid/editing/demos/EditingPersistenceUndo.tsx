import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UndoIcon from '@mui/icons-material/Undo';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Room {
  id: number;
  room: string;
  capacity: number;
  floor: number;
}

const initialRows: Room[] = [
  { id: 1, room: 'Aurora', capacity: 8, floor: 1 },
  { id: 2, room: 'Borealis', capacity: 4, floor: 1 },
  { id: 3, room: 'Cedar', capacity: 12, floor: 2 },
  { id: 4, room: 'Driftwood', capacity: 6, floor: 3 },
];

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 160, editable: true },
  { field: 'capacity', headerName: 'Capacity', type: 'number', width: 120, editable: true },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 100, editable: true },
];

interface Change {
  before: Room;
  after: Room;
}

export default function EditingPersistenceUndo() {
  const [rows, setRows] = React.useState<Room[]>(initialRows);
  const [history, setHistory] = React.useState<Change[]>([]);

  const replaceRow = (nextRow: Room) =>
    setRows((prev) => prev.map((row) => (row.id === nextRow.id ? nextRow : row)));

  const processRowUpdate = (newRow: Room, oldRow: Room) => {
    const changed = (Object.keys(newRow) as (keyof Room)[]).some(
      (key) => newRow[key] !== oldRow[key],
    );
    if (changed) {
      replaceRow(newRow);
      setHistory((prev) => [...prev, { before: oldRow, after: newRow }]);
    }
    return newRow;
  };

  const undo = () => {
    const last = history[history.length - 1];
    if (last) {
      replaceRow(last.before);
      setHistory((prev) => prev.slice(0, -1));
    }
  };

  const last = history[history.length - 1];

  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<UndoIcon />}
          onClick={undo}
          disabled={!last}
        >
          Undo
        </Button>
        <Typography variant="body2" role="status">
          {last
            ? `${history.length} change(s). Last: ${last.before.room} edited.`
            : 'No changes yet.'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </Box>
    </Box>
  );
}
