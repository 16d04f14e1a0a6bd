import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  firstName: string;
  lastName: string;
  quantity: number;
  unitPrice: number;
}

const rows: Order[] = [
  { id: 1, firstName: 'Ines', lastName: 'Moreau', quantity: 3, unitPrice: 12.5 },
  { id: 2, firstName: 'Tomasz', lastName: 'Nowak', quantity: 1, unitPrice: 249 },
  { id: 3, firstName: 'Aiko', lastName: 'Tanaka', quantity: 12, unitPrice: 3.75 },
  { id: 4, firstName: 'Samuel', lastName: 'Okafor', quantity: 5, unitPrice: 19.99 },
  { id: 5, firstName: 'Freya', lastName: 'Lund', quantity: 2, unitPrice: 64 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  {
    field: 'customer',
    headerName: 'Customer',
    width: 180,
    // The row has no `customer` field: the value is derived from two other fields.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'subtotal',
    headerName: 'Subtotal',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function CustomColumnsValueFormatter() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
