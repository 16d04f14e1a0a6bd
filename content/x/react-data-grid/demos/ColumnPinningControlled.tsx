import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridPinnedColumnFields } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, ticker: 'ACME', open: 102.4, high: 105.1, low: 101.8, close: 104.6, volume: 120400 },
  { id: 2, ticker: 'BOLT', open: 48.2, high: 49.9, low: 47.5, close: 47.9, volume: 88310 },
  { id: 3, ticker: 'CRUX', open: 15.75, high: 16.2, low: 15.1, close: 16.05, volume: 301220 },
  { id: 4, ticker: 'DUNE', open: 230.0, high: 236.4, low: 228.9, close: 235.2, volume: 45120 },
  { id: 5, ticker: 'ECHO', open: 77.1, high: 78.0, low: 74.3, close: 74.9, volume: 67005 },
];

const columns: GridColDef[] = [
  { field: 'ticker', headerName: 'Ticker', width: 110 },
  { field: 'open', headerName: 'Open', type: 'number', width: 120 },
  { field: 'high', headerName: 'High', type: 'number', width: 120 },
  { field: 'low', headerName: 'Low', type: 'number', width: 120 },
  { field: 'close', headerName: 'Close', type: 'number', width: 120 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 130 },
];

export default function ColumnPinningControlled() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['ticker'],
  });

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        Left: {pinnedColumns.left?.join(', ') || 'none'}. Right:{' '}
        {pinnedColumns.right?.join(', ') || 'none'}.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(newPinnedColumns) => setPinnedColumns(newPinnedColumns)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
