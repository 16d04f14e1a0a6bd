import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  salary: number;
  startDate: Date;
}

const rows: Employee[] = [
  { id: 1, firstName: 'Maya', lastName: 'Okafor', salary: 72000, startDate: new Date(2019, 2, 4) },
  { id: 2, firstName: 'Lars', lastName: 'Berg', salary: 65500, startDate: new Date(2021, 8, 13) },
  { id: 3, firstName: 'Ines', lastName: 'Duarte', salary: 81000, startDate: new Date(2017, 0, 9) },
  { id: 4, firstName: 'Tomás', lastName: 'Novak', salary: 58000, startDate: new Date(2023, 4, 22) },
  { id: 5, firstName: 'Aiko', lastName: 'Sato', salary: 76500, startDate: new Date(2020, 10, 2) },
];

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Name',
    width: 180,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 140 },
];

export default function GettingStartedTypeScript() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid<Employee> rows={rows} columns={columns} />
    </Box>
  );
}
