import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Line {
  id: number;
  item: string;
  quantity: number;
  unitPrice: number;
  discount: number;
}

const initialRows: Line[] = [
  { id: 1, item: 'Notebook', quantity: 10, unitPrice: 4.5, discount: 0 },
  { id: 2, item: 'Fountain pen', quantity: 2, unitPrice: 38, discount: 0.1 },
  { id: 3, item: 'Desk organiser', quantity: 1, unitPrice: 24.99, discount: 0 },
  { id: 4, item: 'Sticky notes', quantity: 12, unitPrice: 1.2, discount: 0.05 },
  { id: 5, item: 'Paper clips (box)', quantity: 5, unitPrice: 2.3, discount: 0 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Line>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    // Not stored in the row: recomputed whenever the row changes.
    valueGetter: (_value, row) =>
      Math.round(row.quantity * row.unitPrice * (1 - row.discount) * 100) / 100,
    valueFormatter: (value: number) => money.format(value),
    cellClassName: 'line--total',
  },
];

export default function ColumnRecipesTotal() {
  const [rows, setRows] = React.useState<Line[]>(initialRows);

  return (
    <Box sx={{ height: 360, width: '100%', '& .line--total': { fontWeight: 700 } }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        processRowUpdate={(newRow) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
      />
    </Box>
  );
}
