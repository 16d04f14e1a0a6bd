import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, code: 'A1', summary: 'Login fails when the password contains a space', status: 'Open' },
  { id: 2, code: 'A2', summary: 'Export button hidden on small screens', status: 'Fixed' },
  { id: 3, code: 'A3', summary: 'Dates shown in UTC instead of local time', status: 'Open' },
  { id: 4, code: 'A4', summary: 'Typo in the billing email template', status: 'Closed' },
  { id: 5, code: 'A5', summary: 'Search ignores accented characters', status: 'Open' },
];

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 80 },
  // Every cell of this column also covers the empty column to its right.
  { field: 'summary', headerName: 'Summary', width: 260, colSpan: 2 },
  { field: 'details', headerName: 'Details', width: 160 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ColumnSpanningBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showCellVerticalBorder hideFooter />
    </Box>
  );
}
