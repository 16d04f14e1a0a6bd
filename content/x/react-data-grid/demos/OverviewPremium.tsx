import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef, GridRowsProp } from '@mui/x-data-grid-premium';

const rows: GridRowsProp = [
  { id: 1, region: 'North', rep: 'Ana', product: 'Laptop', amount: 4200 },
  { id: 2, region: 'North', rep: 'Ben', product: 'Monitor', amount: 1300 },
  { id: 3, region: 'North', rep: 'Ana', product: 'Dock', amount: 650 },
  { id: 4, region: 'South', rep: 'Chloé', product: 'Laptop', amount: 3900 },
  { id: 5, region: 'South', rep: 'Dev', product: 'Monitor', amount: 980 },
  { id: 6, region: 'West', rep: 'Eli', product: 'Laptop', amount: 5100 },
  { id: 7, region: 'West', rep: 'Eli', product: 'Keyboard', amount: 240 },
  { id: 8, region: 'West', rep: 'Fay', product: 'Dock', amount: 720 },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'rep', headerName: 'Sales rep', width: 130 },
  { field: 'product', headerName: 'Product', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

export default function OverviewPremium() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { amount: 'sum' } },
        }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
