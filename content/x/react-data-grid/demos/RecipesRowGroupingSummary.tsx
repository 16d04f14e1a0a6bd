import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, department: 'Marketing', expense: 'Conference booth', month: 'Jan', cost: 4800 },
  { id: 2, department: 'Marketing', expense: 'Ad campaign', month: 'Feb', cost: 7200 },
  { id: 3, department: 'Marketing', expense: 'Printed flyers', month: 'Mar', cost: 650 },
  { id: 4, department: 'Engineering', expense: 'Cloud hosting', month: 'Jan', cost: 3100 },
  { id: 5, department: 'Engineering', expense: 'Laptops', month: 'Feb', cost: 9600 },
  { id: 6, department: 'Support', expense: 'Help desk seats', month: 'Jan', cost: 1450 },
  { id: 7, department: 'Support', expense: 'Training', month: 'Mar', cost: 900 },
];

const currency = (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`);

const columns: GridColDef[] = [
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'expense', headerName: 'Expense', width: 180 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'cost', headerName: 'Cost', type: 'number', width: 140, valueFormatter: currency },
];

// A summary row under each department (footer), and a grand total at the bottom.
const getAggregationPosition: DataGridPremiumProps['getAggregationPosition'] = () => 'footer';

export default function RecipesRowGroupingSummary() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        getAggregationPosition={getAggregationPosition}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { cost: 'sum', expense: 'size' } },
          columns: { columnVisibilityModel: { department: false } },
        }}
        hideFooter
      />
    </Box>
  );
}
