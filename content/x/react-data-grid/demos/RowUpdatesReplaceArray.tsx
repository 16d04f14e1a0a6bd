import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Quote {
  id: string;
  symbol: string;
  price: number;
}

const initialRows: Quote[] = [
  { id: 'acme', symbol: 'ACME', price: 120.5 },
  { id: 'glob', symbol: 'GLOB', price: 48.2 },
  { id: 'init', symbol: 'INIT', price: 310 },
  { id: 'umbr', symbol: 'UMBR', price: 9.75 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 120 },
];

export default function RowUpdatesReplaceArray() {
  const [rows, setRows] = React.useState<Quote[]>(initialRows);

  const raisePrices = () => {
    // Build a new array with new row objects; never mutate the current ones.
    setRows((prev) => prev.map((row) => ({ ...row, price: Math.round(row.price * 105) / 100 })));
  };

  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={raisePrices}>
          Raise prices by 5%
        </Button>
        <Button size="small" variant="outlined" onClick={() => setRows(initialRows)}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
