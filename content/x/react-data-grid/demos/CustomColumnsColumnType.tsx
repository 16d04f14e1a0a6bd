import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

// A reusable column type: every field that holds an amount in euros spreads it.
const euroAmount: GridColTypeDef<number, string> = {
  type: 'number',
  width: 130,
  valueFormatter: (value: number) => euro.format(value),
  cellClassName: (params) => ((params.value ?? 0) < 0 ? 'amount--negative' : ''),
};

const rows = [
  { id: 1, account: 'Office rent', budget: 4200, actual: 4200, variance: 0 },
  { id: 2, account: 'Software licences', budget: 1500, actual: 1730.5, variance: -230.5 },
  { id: 3, account: 'Travel', budget: 900, actual: 612.8, variance: 287.2 },
  { id: 4, account: 'Training', budget: 600, actual: 845, variance: -245 },
  { id: 5, account: 'Hardware', budget: 2500, actual: 2310, variance: 190 },
];

const columns: GridColDef[] = [
  { field: 'account', headerName: 'Account', flex: 1, minWidth: 160 },
  { field: 'budget', headerName: 'Budget', ...euroAmount },
  { field: 'actual', headerName: 'Actual', ...euroAmount },
  { field: 'variance', headerName: 'Variance', ...euroAmount },
];

export default function CustomColumnsColumnType() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .amount--negative': { color: 'error.main', fontWeight: 600 },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
