import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, file: 'budget-2025.xlsx', owner: 'Nadia', sizeKb: 482, modified: '2 hours ago' },
  { id: 2, file: 'team-photo.jpg', owner: 'Luis', sizeKb: 3210, modified: 'Yesterday' },
  { id: 3, file: 'contract-draft.docx', owner: 'Nadia', sizeKb: 96, modified: '3 days ago' },
  { id: 4, file: 'roadmap.pdf', owner: 'Jonas', sizeKb: 1204, modified: 'Last week' },
  { id: 5, file: 'logo.svg', owner: 'Luis', sizeKb: 12, modified: 'Last month' },
];

const columns: GridColDef[] = [
  { field: 'file', headerName: 'File', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110 },
  { field: 'modified', headerName: 'Modified', width: 130 },
];

export default function RowSelectionCheckbox() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection />
    </Box>
  );
}
