import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, firstName: 'Hana', lastName: 'Kim', email: 'hana@example.com', phone: '555-0101' },
  { id: 2, firstName: 'Omar', lastName: 'Haddad', email: 'omar@example.com', phone: '555-0102' },
  { id: 3, firstName: 'Lucía', lastName: 'Pérez', email: 'lucia@example.com', phone: '555-0103' },
  { id: 4, firstName: 'Niklas', lastName: 'Berg', email: 'niklas@example.com', phone: '555-0104' },
  { id: 5, firstName: 'Zainab', lastName: 'Bello', email: 'zainab@example.com', phone: '555-0105' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email', width: 190 },
  { field: 'phone', headerName: 'Phone', width: 120 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'name',
    headerName: 'Name',
    children: [{ field: 'firstName' }, { field: 'lastName' }],
  },
  {
    groupId: 'contact',
    headerName: 'Contact',
    description: 'How to reach the person',
    children: [{ field: 'email' }, { field: 'phone' }],
  },
];

export default function ColumnGroupsBasic() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
