import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GridAggregationModel,
  GridColDef,
  GridPivotModel,
  GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

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

// Row grouping: groups of the original rows, every column kept.
const rowGroupingModel: GridRowGroupingModel = ['region'];
const aggregationModel: GridAggregationModel = { revenue: 'sum', units: 'sum' };

// Pivoting: a new table, with columns made from the quarters.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'quarter' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function PivotingExplainedGrouping() {
  const [view, setView] = React.useState<'grouping' | 'pivot'>('grouping');

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, value: 'grouping' | 'pivot' | null) => value && setView(value)}
        aria-label="View"
      >
        <ToggleButton value="grouping">Row grouping</ToggleButton>
        <ToggleButton value="pivot">Pivot</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          // A new grid per view, so both start with collapsed groups.
          key={view}
          rows={rows}
          columns={columns}
          label="Sales by region"
          rowGroupingModel={rowGroupingModel}
          aggregationModel={aggregationModel}
          pivotActive={view === 'pivot'}
          pivotModel={pivotModel}
          initialState={{ columns: { columnVisibilityModel: { region: false } } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
