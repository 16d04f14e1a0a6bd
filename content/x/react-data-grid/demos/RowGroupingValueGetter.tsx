import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Invoice {
  id: number;
  client: string;
  issued: Date;
  amount: number;
}

const rows: Invoice[] = [
  { id: 1, client: 'Alder & Co', issued: new Date(2023, 1, 14), amount: 1200 },
  { id: 2, client: 'Brightside', issued: new Date(2023, 6, 3), amount: 860 },
  { id: 3, client: 'Alder & Co', issued: new Date(2023, 10, 21), amount: 2300 },
  { id: 4, client: 'Cobalt Ltd', issued: new Date(2024, 0, 9), amount: 450 },
  { id: 5, client: 'Brightside', issued: new Date(2024, 3, 30), amount: 1720 },
  { id: 6, client: 'Cobalt Ltd', issued: new Date(2024, 8, 12), amount: 990 },
  { id: 7, client: 'Alder & Co', issued: new Date(2025, 2, 5), amount: 3100 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', width: 150 },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 140,
    // Group by year instead of by exact date.
    groupingValueGetter: (value: Date) => value.getFullYear(),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toLocaleString('en-US')}`),
  },
];

export default function RowGroupingValueGetter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['issued'] } }}
        hideFooter
      />
    </Box>
  );
}
