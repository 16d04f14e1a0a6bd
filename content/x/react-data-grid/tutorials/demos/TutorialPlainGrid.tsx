import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  salary: number;
}

const FIRST = ['Ana', 'Ben', 'Chloé', 'Dev', 'Elif', 'Femi'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Reyes'];
const TEAMS = ['Design', 'Finance', 'Platform', 'Sales'];

// Step 1: every row lives in the browser.
const rows: Employee[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST[index % FIRST.length]} ${LAST[index % LAST.length]}`,
  team: TEAMS[index % TEAMS.length],
  salary: 42000 + ((index * 37) % 60) * 1000,
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130 },
];

export default function TutorialPlainGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </Box>
  );
}
