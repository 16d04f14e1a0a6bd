import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, gridRowSelectionIdsSelector, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 'T-101', title: 'Login page freezes', priority: 'High', reporter: 'Ana' },
  { id: 'T-102', title: 'Typo on pricing page', priority: 'Low', reporter: 'Kofi' },
  { id: 'T-103', title: 'Export misses last row', priority: 'High', reporter: 'Mei' },
  { id: 'T-104', title: 'Dark mode contrast', priority: 'Medium', reporter: 'Ana' },
  { id: 'T-105', title: 'Slow search results', priority: 'Medium', reporter: 'Lars' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticket', width: 100 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'reporter', headerName: 'Reporter', width: 110 },
];

export default function RowSelectionApi() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Nothing read yet.');

  const readSelection = () => {
    // A Map of id -> row for the selected rows
    const selected = gridRowSelectionIdsSelector(apiRef);
    setMessage(
      selected.size > 0
        ? `Selected: ${Array.from(selected.keys()).join(', ')}`
        : 'No row selected.',
    );
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.selectRow('T-103')}>
          Select T-103
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.selectRow('T-103', false)}
        >
          Unselect T-103
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() })}
        >
          Clear selection
        </Button>
        <Button variant="outlined" size="small" onClick={readSelection}>
          Read selection
        </Button>
      </Box>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection hideFooter />
      </Box>
    </Box>
  );
}
