import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnResizeParams, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, badge: 'EMP-01', name: 'Valentina Rossi', department: 'Finance' },
  { id: 2, badge: 'EMP-02', name: 'Oskar Lindqvist', department: 'Engineering' },
  { id: 3, badge: 'EMP-03', name: 'Fatima Zahra', department: 'Legal' },
  { id: 4, badge: 'EMP-04', name: 'Hugo Martin', department: 'Support' },
];

const columns: GridColDef[] = [
  { field: 'badge', headerName: 'Fixed', width: 110, resizable: false },
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 160 },
];

export default function ColumnDimensionsResizing() {
  const [lastChange, setLastChange] = React.useState('Drag a column separator in the header.');

  const handleColumnWidthChange = (params: GridColumnResizeParams) => {
    setLastChange(`"${params.colDef.headerName}" is now ${Math.round(params.width)}px wide.`);
  };

  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {lastChange}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleColumnWidthChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
