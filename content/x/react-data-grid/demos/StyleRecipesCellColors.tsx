import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Quote {
  id: number;
  ticker: string;
  price: number;
  change: number;
  volume: number;
}

const rows: Quote[] = [
  { id: 1, ticker: 'NRDX', price: 142.3, change: 2.4, volume: 8.1 },
  { id: 2, ticker: 'QLTR', price: 58.9, change: -1.7, volume: 2.3 },
  { id: 3, ticker: 'VANT', price: 311.0, change: 0.0, volume: 0.6 },
  { id: 4, ticker: 'HELM', price: 23.45, change: -4.2, volume: 5.4 },
  { id: 5, ticker: 'ORBT', price: 77.1, change: 0.9, volume: 1.2 },
  { id: 6, ticker: 'KLYP', price: 9.82, change: 6.3, volume: 9.7 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'ticker', headerName: 'Ticker', flex: 1, minWidth: 110 },
  {
    field: 'price',
    headerName: 'Price ($)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 120,
    // The sign stays in the text, so the meaning does not depend on colour alone.
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)} %`,
    cellClassName: (params) => {
      if (params.value > 0) {
        return 'change--up';
      }
      if (params.value < 0) {
        return 'change--down';
      }
      return '';
    },
  },
  {
    field: 'volume',
    headerName: 'Volume (M)',
    type: 'number',
    width: 130,
    // Three buckets for a simple heat map.
    cellClassName: (params) => {
      if (params.value >= 5) {
        return 'volume--high';
      }
      if (params.value >= 2) {
        return 'volume--medium';
      }
      return 'volume--low';
    },
  },
];

export default function StyleRecipesCellColors() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => {
          const palette = (theme.vars ?? theme).palette;
          return {
            '& .change--up': {
              backgroundColor: theme.alpha(palette.success.main, 0.16),
            },
            '& .change--down': {
              backgroundColor: theme.alpha(palette.error.main, 0.16),
            },
            '& .volume--low': {
              backgroundColor: theme.alpha(palette.primary.main, 0.08),
            },
            '& .volume--medium': {
              backgroundColor: theme.alpha(palette.primary.main, 0.22),
            },
            '& .volume--high': {
              backgroundColor: theme.alpha(palette.primary.main, 0.4),
              fontWeight: 'bold',
            },
          };
        }}
      />
    </Box>
  );
}
