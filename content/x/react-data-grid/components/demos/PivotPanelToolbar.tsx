import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import { DataGridPremium, GridColDef, PivotPanelTrigger, Toolbar } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, store: 'Lisbon', quarter: 'Q1', product: 'Coffee', revenue: 4200 },
  { id: 2, store: 'Lisbon', quarter: 'Q2', product: 'Coffee', revenue: 4650 },
  { id: 3, store: 'Lisbon', quarter: 'Q1', product: 'Pastries', revenue: 1800 },
  { id: 4, store: 'Lisbon', quarter: 'Q2', product: 'Pastries', revenue: 2100 },
  { id: 5, store: 'Porto', quarter: 'Q1', product: 'Coffee', revenue: 3100 },
  { id: 6, store: 'Porto', quarter: 'Q2', product: 'Coffee', revenue: 3380 },
  { id: 7, store: 'Porto', quarter: 'Q1', product: 'Pastries', revenue: 1250 },
  { id: 8, store: 'Porto', quarter: 'Q2', product: 'Pastries', revenue: 1490 },
  { id: 9, store: 'Faro', quarter: 'Q1', product: 'Coffee', revenue: 1900 },
  { id: 10, store: 'Faro', quarter: 'Q2', product: 'Coffee', revenue: 2720 },
];

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 130 },
];

function SalesToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
        Café sales
      </Typography>
      <PivotPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<PivotTableChartIcon fontSize="small" />}
          >
            {state.active ? 'Pivot: on' : 'Pivot: off'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function PivotPanelToolbar() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ toolbar: SalesToolbar }}
        initialState={{
          pivoting: {
            enabled: false,
            model: {
              rows: [{ field: 'store' }],
              columns: [{ field: 'quarter' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
