import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAggregationFunctionDataSource,
  GridAggregationModel,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

// Fake server: 200 company expenses. Group rows carry the aggregated values of their expenses.
interface Expense {
  id: number;
  department: string;
  category: string;
  amount: number;
}

const DEPARTMENTS = ['Engineering', 'Marketing', 'Sales', 'Support'];
const CATEGORIES = ['Software', 'Travel', 'Meals', 'Hardware', 'Training'];

let seed = 17;
function random() {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
}

const EXPENSES: Expense[] = Array.from({ length: 200 }, (_, index) => ({
  id: index + 1,
  department: DEPARTMENTS[Math.floor(random() * DEPARTMENTS.length)],
  category: CATEGORIES[Math.floor(random() * CATEGORIES.length)],
  amount: 20 + Math.floor(random() * 980),
}));

function aggregate(rows: Expense[], aggregationModel: GridAggregationModel = {}) {
  const result: Record<string, number> = {};
  Object.entries(aggregationModel).forEach(([field, functionName]) => {
    const values = rows.map((row) => Number(row[field as keyof Expense]));
    const sum = values.reduce((total, value) => total + value, 0);
    if (functionName === 'sum') {
      result[field] = sum;
    } else if (functionName === 'avg' && values.length > 0) {
      result[field] = Math.round(sum / values.length);
    } else if (functionName === 'size') {
      result[field] = rows.length;
    }
  });
  return result;
}

async function fetchExpenses(params: GridGetRowsParams) {
  const { groupKeys = [], groupFields = [], aggregationModel } = params;
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  const inGroup = EXPENSES.filter((expense) =>
    groupKeys.every((key, level) => String(expense[groupFields[level] as keyof Expense]) === key),
  );

  let rows: GridValidRowModel[] = inGroup;
  if (groupKeys.length < groupFields.length) {
    const field = groupFields[groupKeys.length] as keyof Expense;
    const keys = [...new Set(inGroup.map((expense) => String(expense[field])))].sort();
    rows = keys.map((key) => {
      const children = inGroup.filter((expense) => String(expense[field]) === key);
      return {
        id: [...groupKeys, key].join('/'),
        groupKey: key,
        childrenCount: children.length,
        // The aggregated values of the group, under the column fields.
        ...aggregate(children, aggregationModel),
      };
    });
  }

  const response: GridGetRowsResponse = { rows };
  if (groupKeys.length === 0) {
    response.rowCount = rows.length;
    // The footer row: aggregated over every expense.
    response.aggregateRow = aggregate(EXPENSES, aggregationModel);
  }
  return response;
}

const dataSource: GridDataSource = {
  getRows: fetchExpenses,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childrenCount ?? 0,
  getAggregatedValue: (row, field) => row[field],
};

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  size: {},
};

const columns: GridColDef[] = [
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', flex: 1, minWidth: 140 },
];

export default function ServerAggregationRowGrouping() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        onRowGroupingModelChange={() => apiRef.current?.setRows([])}
        disableColumnSorting
        disableColumnFilter
        disablePivoting
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { amount: 'sum' } },
        }}
      />
    </Box>
  );
}
