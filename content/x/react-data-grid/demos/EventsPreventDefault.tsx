import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';

const rows = [
  { id: 1, task: 'Renew domain', notes: 'Expires on the 14th' },
  { id: 2, task: 'Order toner', notes: 'Black only' },
  { id: 3, task: 'Book venue', notes: 'Needs a projector' },
  { id: 4, task: 'Update wiki', notes: '' },
];

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', width: 160 },
  { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 200, editable: true },
];

// The on* props run before the grid's own handlers, so they can cancel them.
const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
  const isCharacter =
    event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey;
  if (params.cellMode === 'view' && isCharacter) {
    // Typing on a cell no longer starts editing. Enter and double-click still do.
    event.defaultMuiPrevented = true;
  }
};

export default function EventsPreventDefault() {
  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">
        Focus a Notes cell and type: nothing changes. Press Enter or double-click to edit.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} hideFooter onCellKeyDown={handleCellKeyDown} />
      </Box>
    </Box>
  );
}
