import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Frontend engineer', team: 'Web', city: 'Berlin', salary: 78000, remote: true },
  {
    id: 2,
    title: 'Product designer',
    team: 'Design',
    city: 'Lisbon',
    salary: 64000,
    remote: false,
  },
  { id: 3, title: 'Data analyst', team: 'Insights', city: 'Berlin', salary: 69000, remote: false },
  {
    id: 4,
    title: 'Support lead',
    team: 'Customer care',
    city: 'Dublin',
    salary: 58000,
    remote: true,
  },
  {
    id: 5,
    title: 'Backend engineer',
    team: 'Platform',
    city: 'Warsaw',
    salary: 74000,
    remote: true,
  },
  {
    id: 6,
    title: 'Design researcher',
    team: 'Design',
    city: 'Berlin',
    salary: 66000,
    remote: true,
  },
  { id: 7, title: 'Account manager', team: 'Sales', city: 'Dublin', salary: 61000, remote: false },
  {
    id: 8,
    title: 'Site reliability engineer',
    team: 'Platform',
    city: 'Lisbon',
    salary: 82000,
    remote: false,
  },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

export default function QuickFilterBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
