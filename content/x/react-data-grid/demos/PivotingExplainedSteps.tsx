import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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

type Step = 'flat' | 'rows' | 'columns' | 'values';

const models: Record<Exclude<Step, 'flat'>, GridPivotModel> = {
  // One row per region, one value column summing the revenue.
  rows: {
    rows: [{ field: 'region' }],
    columns: [],
    values: [{ field: 'revenue', aggFunc: 'sum' }],
  },
  // The same, split into one column per quarter.
  columns: {
    rows: [{ field: 'region' }],
    columns: [{ field: 'quarter' }],
    values: [{ field: 'revenue', aggFunc: 'sum' }],
  },
  // Two values under each quarter.
  values: {
    rows: [{ field: 'region' }],
    columns: [{ field: 'quarter' }],
    values: [
      { field: 'revenue', aggFunc: 'sum' },
      { field: 'units', aggFunc: 'sum' },
    ],
  },
};

const emptyModel: GridPivotModel = { rows: [], columns: [], values: [] };

export default function PivotingExplainedSteps() {
  const [step, setStep] = React.useState<Step>('flat');

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={step}
        onChange={(_event, value: Step | null) => value && setStep(value)}
        aria-label="Pivot step"
      >
        <ToggleButton value="flat">1. Flat table</ToggleButton>
        <ToggleButton value="rows">2. Rows</ToggleButton>
        <ToggleButton value="columns">3. Columns</ToggleButton>
        <ToggleButton value="values">4. Two values</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          label="Sales by region and quarter"
          pivotActive={step !== 'flat'}
          pivotModel={step === 'flat' ? emptyModel : models[step]}
          hideFooter
        />
      </Box>
    </Box>
  );
}
