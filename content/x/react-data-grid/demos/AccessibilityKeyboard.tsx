import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridCellParams } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Replace lobby lights', owner: 'Priya', priority: 'High', hours: 6 },
  { id: 2, title: 'Fix login redirect', owner: 'Marcus', priority: 'Medium', hours: 3 },
  { id: 3, title: 'Update privacy notice', owner: 'Elena', priority: 'Low', hours: 2 },
  { id: 4, title: 'Order new badges', owner: 'Tom', priority: 'Low', hours: 1 },
  { id: 5, title: 'Review Q3 budget', owner: 'Priya', priority: 'High', hours: 8 },
  { id: 6, title: 'Plan team offsite', owner: 'Elena', priority: 'Medium', hours: 5 },
  { id: 7, title: 'Archive old tickets', owner: 'Marcus', priority: 'Low', hours: 2 },
  { id: 8, title: 'Renew SSL certificate', owner: 'Tom', priority: 'High', hours: 1 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 180, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 120 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100, editable: true },
];

export default function AccessibilityKeyboard() {
  const [lastKey, setLastKey] = React.useState('Click a cell, then use the keyboard.');

  const handleCellKeyDown = React.useCallback(
    (params: GridCellParams, event: React.KeyboardEvent) => {
      const modifiers = [
        event.ctrlKey && 'Ctrl',
        event.metaKey && 'Cmd',
        event.shiftKey && 'Shift',
        event.altKey && 'Alt',
      ].filter(Boolean);
      const key = event.key === ' ' ? 'Space' : event.key;
      setLastKey(`${[...modifiers, key].join('+')} pressed on "${params.colDef.headerName}"`);
    },
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {lastKey}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          label="Open tasks"
          onCellKeyDown={handleCellKeyDown}
          hideFooter
        />
      </Box>
    </Box>
  );
}
