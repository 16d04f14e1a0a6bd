import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Line {
  id: number;
  item: string;
  unitPrice: number;
  quantity: number;
  total: number;
}

const initialRows: Line[] = [
  { id: 1, item: 'Notebook', unitPrice: 3.5, quantity: 10, total: 35 },
  { id: 2, item: 'Desk lamp', unitPrice: 24, quantity: 2, total: 48 },
  { id: 3, item: 'Stapler', unitPrice: 8.25, quantity: 4, total: 33 },
  { id: 4, item: 'Whiteboard', unitPrice: 59, quantity: 1, total: 59 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Line>[] = [
  { field: 'item', headerName: 'Item', width: 170, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function EditingProcessRowUpdate() {
  const [rows, setRows] = React.useState<Line[]>(initialRows);
  const [lastChange, setLastChange] = React.useState('Edit a cell, then press Enter.');

  const processRowUpdate = (newRow: Line, oldRow: Line) => {
    // Clean the input and recompute the derived field before storing the row.
    const updatedRow: Line = {
      ...newRow,
      item: newRow.item.trim() || oldRow.item,
      total: Math.round(newRow.unitPrice * newRow.quantity * 100) / 100,
    };
    setRows((prev) => prev.map((row) => (row.id === updatedRow.id ? updatedRow : row)));
    setLastChange(`Saved "${updatedRow.item}": total is now ${currency.format(updatedRow.total)}.`);
    return updatedRow;
  };

  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        {lastChange}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </Box>
    </Box>
  );
}
