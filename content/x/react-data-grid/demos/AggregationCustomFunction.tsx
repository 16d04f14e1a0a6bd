import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';

// Difference between the highest and the lowest value.
const rangeAggregation: GridAggregationFunction<number, number> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    if (numbers.length === 0) return null;
    return Math.max(...numbers) - Math.min(...numbers);
  },
};

// Number of different values in the column.
const distinctAggregation: GridAggregationFunction<unknown, number> = {
  label: 'distinct',
  apply: ({ values }) => new Set(values.filter((value) => value != null)).size,
  hasCellUnit: false,
};

const aggregationFunctions = {
  ...GRID_AGGREGATION_FUNCTIONS,
  range: rangeAggregation,
  distinct: distinctAggregation,
};

const rows = [
  { id: 1, flight: 'TP 1351', airline: 'TAP', delayMin: 12 },
  { id: 2, flight: 'LH 1167', airline: 'Lufthansa', delayMin: 0 },
  { id: 3, flight: 'TP 1363', airline: 'TAP', delayMin: 45 },
  { id: 4, flight: 'IB 3107', airline: 'Iberia', delayMin: 7 },
  { id: 5, flight: 'LH 1171', airline: 'Lufthansa', delayMin: 23 },
  { id: 6, flight: 'FR 7341', airline: 'Ryanair', delayMin: 3 },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 130, aggregable: false },
  { field: 'airline', headerName: 'Airline', width: 150 },
  {
    field: 'delayMin',
    headerName: 'Delay (min)',
    type: 'number',
    width: 160,
    availableAggregationFunctions: ['avg', 'max', 'range'],
  },
];

export default function AggregationCustomFunction() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { delayMin: 'range', airline: 'distinct' } } }}
        hideFooter
      />
    </Box>
  );
}
