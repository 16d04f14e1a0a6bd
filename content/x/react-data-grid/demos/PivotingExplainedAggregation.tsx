import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGridPremium, GridColDef, GridPivotModel } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'North', quarter: 'Q1', product: 'Kayak', revenue: 4200, units: 6 },
  { id: 2, region: 'North', quarter: 'Q1', product: 'Paddle', revenue: 900, units: 18 },
  { id: 3, region: 'North', quarter: 'Q2', product: 'Kayak', revenue: 5600, units: 8 },
  { id: 4, region: 'North', quarter: 'Q2', product: 'Paddle', revenue: 1150, units: 23 },
  { id: 5, region: 'South', quarter: 'Q1', product: 'Kayak', revenue: 2800, units: 4 },
  { id: 6, region: 'South', quarter: 'Q1', product: 'Paddle', revenue: 650, units: 13 },
  { id: 7, region: 'South', quarter: 'Q2', product: 'Kayak', revenue: 7000, units: 10 },
  { id: 8, region: 'South', quarter: 'Q2', product: 'Paddle', revenue: 1250, units: 25 },
  { id: 9, region: 'West', quarter: 'Q1', product: 'Kayak', revenue: 3500, units: 5 },
  { id: 10, region: 'West', quarter: 'Q2', product: 'Paddle', revenue: 800, units: 16 },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
];

const functions = [
  { value: 'sum', label: 'sum: total revenue' },
  { value: 'avg', label: 'avg: average sale' },
  { value: 'min', label: 'min: smallest sale' },
  { value: 'max', label: 'max: largest sale' },
  { value: 'size', label: 'size: number of sales' },
];

export default function PivotingExplainedAggregation() {
  const [aggFunc, setAggFunc] = React.useState('sum');

  const pivotModel = React.useMemo<GridPivotModel>(
    () => ({
      rows: [{ field: 'region' }],
      columns: [{ field: 'quarter' }],
      values: [{ field: 'revenue', aggFunc }],
    }),
    [aggFunc],
  );

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        select
        size="small"
        label="Aggregation of Revenue"
        value={aggFunc}
        onChange={(event) => setAggFunc(event.target.value)}
        sx={{ width: 260, mt: 1 }}
      >
        {functions.map((item) => (
          <MenuItem key={item.value} value={item.value}>
            {item.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          label="Revenue by region and quarter"
          pivotActive
          pivotModel={pivotModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
