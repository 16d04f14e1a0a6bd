import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridFilterItem,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridLogicOperator,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

// ---------------------------------------------------------------------------
// Step 3: the fake server filters and sorts before it pages.
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

// The server supports a few operators; it ignores items without a value.
function matchesItem(employee: Employee, { field, operator, value }: GridFilterItem) {
  if (value === undefined || value === '' || value === null) {
    return true;
  }
  const cell = employee[field as keyof Employee];
  if (typeof cell === 'number') {
    const target = Number(value);
    switch (operator) {
      case '=':
        return cell === target;
      case '>':
        return cell > target;
      case '>=':
        return cell >= target;
      case '<':
        return cell < target;
      case '<=':
        return cell <= target;
      default:
        return true;
    }
  }
  const text = cell.toLowerCase();
  const search = String(value).toLowerCase();
  switch (operator) {
    case 'contains':
      return text.includes(search);
    case 'equals':
      return text === search;
    case 'startsWith':
      return text.startsWith(search);
    default:
      return true;
  }
}

async function fetchEmployees(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => {
    setTimeout(resolve, 300);
  });
  const { filterModel, sortModel } = params;

  // 1. Filter.
  const test = (employee: Employee) => (item: GridFilterItem) => matchesItem(employee, item);
  let result = EMPLOYEES.filter((employee) =>
    filterModel.logicOperator === GridLogicOperator.Or && filterModel.items.length > 0
      ? filterModel.items.some(test(employee))
      : filterModel.items.every(test(employee)),
  );

  // 2. Sort, by each item of the sort model in turn.
  result = [...result].sort((a, b) => {
    for (const { field, sort } of sortModel) {
      const x = a[field as keyof Employee];
      const y = b[field as keyof Employee];
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (order !== 0) {
        return sort === 'desc' ? -order : order;
      }
    }
    return 0;
  });

  // 3. Page, and count every matching row.
  return { rows: result.slice(Number(params.start), params.end + 1), rowCount: result.length };
}

// ---------------------------------------------------------------------------
// The grid: the same data source as in step 2.
// ---------------------------------------------------------------------------

const dataSource: GridDataSource = {
  getRows: fetchEmployees,
};

// Offer only the operators that the server understands.
const stringOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'equals', 'startsWith'].includes(operator.value),
);
const numberOperators = getGridNumericOperators().filter((operator) =>
  ['=', '>', '>=', '<', '<='].includes(operator.value),
);

const columns: GridColDef[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 150,
    filterOperators: stringOperators,
  },
  { field: 'team', headerName: 'Team', width: 120, filterOperators: stringOperators },
  {
    field: 'salary',
    headerName: 'Salary ($)',
    type: 'number',
    width: 130,
    filterOperators: numberOperators,
  },
];

export default function TutorialServerSortFilter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </Box>
  );
}
