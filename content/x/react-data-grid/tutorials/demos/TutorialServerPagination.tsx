import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid';

// ---------------------------------------------------------------------------
// Step 2: the rows move to a fake server that answers after a short delay.
// ---------------------------------------------------------------------------

interface Employee {
  id: number;
  name: string;
  team: string;
  salary: number;
}

const FIRST = ['Ana', 'Ben', 'Chloé', 'Dev', 'Elif', 'Femi'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Reyes'];
const TEAMS = ['Design', 'Finance', 'Platform', 'Sales'];

const EMPLOYEES: Employee[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST[index % FIRST.length]} ${LAST[index % LAST.length]}`,
  team: TEAMS[index % TEAMS.length],
  salary: 42000 + ((index * 37) % 60) * 1000,
}));

async function fetchEmployees(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => {
    setTimeout(resolve, 300);
  });
  // `end` is inclusive: page 2 of 5 rows is start 5, end 9.
  const page = EMPLOYEES.slice(Number(params.start), params.end + 1);
  return { rows: page, rowCount: EMPLOYEES.length };
}

// ---------------------------------------------------------------------------
// The grid: a data source instead of the `rows` prop.
// ---------------------------------------------------------------------------

const dataSource: GridDataSource = {
  getRows: fetchEmployees,
};

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130 },
];

export default function TutorialServerPagination() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        disableColumnSorting
        disableColumnFilter
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </Box>
  );
}
