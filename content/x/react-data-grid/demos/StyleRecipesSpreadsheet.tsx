import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

const rows = [
  { id: 1, account: 'Rent', Jan: 1200, Feb: 1200, Mar: 1200, Apr: 1250, May: 1250, Jun: 1250 },
  { id: 2, account: 'Salaries', Jan: 8400, Feb: 8400, Mar: 8600, Apr: 8600, May: 8600, Jun: 9100 },
  { id: 3, account: 'Software', Jan: 310, Feb: 310, Mar: 355, Apr: 355, May: 360, Jun: 360 },
  { id: 4, account: 'Travel', Jan: 0, Feb: 420, Mar: 180, Apr: 0, May: 960, Jun: 240 },
  { id: 5, account: 'Marketing', Jan: 500, Feb: 650, Mar: 700, Apr: 500, May: 900, Jun: 1100 },
];

const columns: GridColDef[] = [
  { field: 'account', headerName: 'Account', width: 130 },
  ...months.map<GridColDef>((month) => ({
    field: month,
    headerName: month,
    type: 'number',
    width: 90,
  })),
];

export default function StyleRecipesSpreadsheet() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        sx={{
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 'bold' },
          [`& .${gridClasses.cell}`]: { fontVariantNumeric: 'tabular-nums' },
        }}
      />
    </Box>
  );
}
