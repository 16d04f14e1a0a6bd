import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Shift {
  id: number;
  volunteer: string;
  date: string; // YYYY-MM-DD
  role: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June'];

const rows: Shift[] = [
  { id: 1, volunteer: 'Hana', date: '2025-01-11', role: 'Kitchen' },
  { id: 2, volunteer: 'Diego', date: '2025-01-25', role: 'Delivery' },
  { id: 3, volunteer: 'Ruth', date: '2025-01-31', role: 'Front desk' },
  { id: 4, volunteer: 'Kwame', date: '2025-02-08', role: 'Kitchen' },
  { id: 5, volunteer: 'Hana', date: '2025-02-22', role: 'Front desk' },
  { id: 6, volunteer: 'Lotte', date: '2025-03-01', role: 'Delivery' },
  { id: 7, volunteer: 'Diego', date: '2025-03-15', role: 'Kitchen' },
  { id: 8, volunteer: 'Ruth', date: '2025-03-29', role: 'Delivery' },
  { id: 9, volunteer: 'Kwame', date: '2025-04-05', role: 'Front desk' },
  { id: 10, volunteer: 'Lotte', date: '2025-04-19', role: 'Kitchen' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'volunteer', headerName: 'Volunteer', width: 130 },
  {
    field: 'date',
    headerName: 'Date',
    width: 130,
    // Group by month name instead of by exact date.
    groupingValueGetter: (value: string) => MONTHS[dayjs(value).month()],
    // On a drop into another month, keep the day and change the month.
    // dayjs clamps the day, so January 31 moved to February becomes February 28.
    groupingValueSetter: (groupingValue, row) => ({
      ...row,
      date: dayjs(row.date)
        .month(MONTHS.indexOf(String(groupingValue)))
        .format('YYYY-MM-DD'),
    }),
  },
  { field: 'role', headerName: 'Role', width: 130 },
];

const groupingColDef = { headerName: 'Month', width: 160 };

export default function RowGroupingReorderSetter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowReordering
        defaultGroupingExpansionDepth={-1}
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['date'] } }}
        hideFooter
      />
    </Box>
  );
}
