import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  role: string;
  hours: number;
  startDate: Date;
  remote: boolean;
}

const rows: Member[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    role: 'Designer',
    hours: 32,
    startDate: new Date(2021, 2, 15),
    remote: true,
  },
  {
    id: 2,
    name: 'Lucas Meyer',
    role: 'Developer',
    hours: 40,
    startDate: new Date(2019, 8, 1),
    remote: false,
  },
  {
    id: 3,
    name: 'Sofia Rossi',
    role: 'Developer',
    hours: 24,
    startDate: new Date(2023, 0, 9),
    remote: true,
  },
  {
    id: 4,
    name: 'Kenji Sato',
    role: 'Manager',
    hours: 40,
    startDate: new Date(2017, 4, 22),
    remote: false,
  },
  {
    id: 5,
    name: 'Elena Petrova',
    role: 'Tester',
    hours: 36,
    startDate: new Date(2022, 10, 3),
    remote: true,
  },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', width: 170, editable: true },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: ['Designer', 'Developer', 'Manager', 'Tester'],
    width: 130,
    editable: true,
  },
  { field: 'hours', headerName: 'Hours per week', type: 'number', width: 140, editable: true },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 140, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, editable: true },
];

export default function EditingBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
