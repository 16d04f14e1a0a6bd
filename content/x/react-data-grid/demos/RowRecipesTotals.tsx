import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridPinnedRowsProp,
  GridRowClassNameParams,
  gridClasses,
} from '@mui/x-data-grid-pro';

interface Expense {
  id: number | string;
  category: string;
  q1: number;
  q2: number;
}

const rows: Expense[] = [
  { id: 1, category: 'Rent', q1: 12000, q2: 12000 },
  { id: 2, category: 'Salaries', q1: 54000, q2: 56500 },
  { id: 3, category: 'Software', q1: 3200, q2: 3450 },
  { id: 4, category: 'Travel', q1: 1800, q2: 4100 },
  { id: 5, category: 'Marketing', q1: 7500, q2: 6200 },
  { id: 6, category: 'Training', q1: 900, q2: 1500 },
];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 140 },
  {
    field: 'q1',
    headerName: 'Q1',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'q2',
    headerName: 'Q2',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

function getRowClassName({ id }: GridRowClassNameParams<Expense>) {
  return id === 'total' ? 'total-row' : '';
}

export default function RowRecipesTotals() {
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Expense>>(
    () => ({
      bottom: [
        {
          id: 'total',
          category: 'Total',
          q1: rows.reduce((sum, row) => sum + row.q1, 0),
          q2: rows.reduce((sum, row) => sum + row.q2, 0),
        },
      ],
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        getRowClassName={getRowClassName}
        hideFooter
        sx={{
          [`& .${gridClasses.row}.total-row`]: {
            fontWeight: 700,
          },
        }}
      />
    </Box>
  );
}
