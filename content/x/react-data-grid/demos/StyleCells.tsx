import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  min: number;
  max: number;
  status: 'OK' | 'Check' | 'Offline';
}

const rows: Reading[] = [
  { id: 1, station: 'Harbour', min: -2.5, max: 6.1, status: 'OK' },
  { id: 2, station: 'Airport', min: -5.0, max: 3.4, status: 'Check' },
  { id: 3, station: 'Old town', min: 0.8, max: 7.9, status: 'OK' },
  { id: 4, station: 'Hill top', min: -8.2, max: -1.3, status: 'Offline' },
  { id: 5, station: 'Riverside', min: 1.2, max: 8.6, status: 'OK' },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  {
    field: 'min',
    headerName: 'Min (°C)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(1),
  },
  {
    field: 'max',
    headerName: 'Max (°C)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(1),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    // Column level: only this column's cells get these classes.
    cellClassName: (params) => (params.value === 'OK' ? '' : `status--${params.row.status}`),
  },
];

// Grid level: called for every cell, so it can style several columns at once.
function getCellClassName(params: GridCellParams<Reading>) {
  return typeof params.value === 'number' && params.value < 0 ? 'temperature--below-zero' : '';
}

export default function StyleCells() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={getCellClassName}
        hideFooter
        sx={(theme) => {
          const palette = (theme.vars ?? theme).palette;
          return {
            '& .temperature--below-zero': {
              backgroundColor: theme.alpha(palette.info.main, 0.16),
              fontWeight: 'bold',
            },
            '& .status--Check': {
              backgroundColor: theme.alpha(palette.warning.main, 0.2),
            },
            '& .status--Offline': {
              backgroundColor: theme.alpha(palette.error.main, 0.16),
              fontWeight: 'bold',
            },
          };
        }}
      />
    </Box>
  );
}
