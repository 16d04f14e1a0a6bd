import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  description: string;
  category: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, description: 'Train to Utrecht', category: 'Travel', amount: 42.6 },
  { id: 2, description: 'Team lunch', category: 'Meals', amount: 118.0 },
  { id: 3, description: 'Hotel, 2 nights', category: 'Travel', amount: 236.0 },
  { id: 4, description: 'Keyboard', category: 'Equipment', amount: 89.99 },
  { id: 5, description: 'Taxi from airport', category: 'Travel', amount: 35.2 },
  { id: 6, description: 'Client dinner', category: 'Meals', amount: 164.5 },
  { id: 7, description: 'Monitor stand', category: 'Equipment', amount: 49.0 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

function TotalFooter() {
  const apiRef = useGridApiContext();
  // Rows left after filtering, in their sorted order, on every page.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, entry) => sum + (entry.model as Expense).amount, 0);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }}>
        Total of {entries.length} expenses: <strong>€{total.toFixed(2)}</strong>
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function ComponentsFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        slots={{ footer: TotalFooter }}
      />
    </Box>
  );
}
