import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  quantity: number;
  status: 'Draft' | 'Confirmed' | 'Shipped';
}

const rows: Order[] = [
  { id: 1001, customer: 'Harbor Café', quantity: 12, status: 'Draft' },
  { id: 1002, customer: 'Linden Books', quantity: 4, status: 'Shipped' },
  { id: 1003, customer: 'Blue Fern Studio', quantity: 30, status: 'Confirmed' },
  { id: 1004, customer: 'Oak & Ash', quantity: 7, status: 'Shipped' },
  { id: 1005, customer: 'Maple Clinic', quantity: 18, status: 'Draft' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', width: 180, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Confirmed', 'Shipped'],
    width: 130,
    editable: true,
  },
];

// Shipped orders are locked. Draft orders can change everything,
// confirmed orders can only change their status.
const isCellEditable = (params: GridCellParams<Order>) => {
  if (params.row.status === 'Shipped') {
    return false;
  }
  if (params.row.status === 'Confirmed') {
    return params.field === 'status';
  }
  return true;
};

export default function EditingIsCellEditable() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        getCellClassName={(params) =>
          params.colDef.editable && !params.isEditable ? 'locked' : ''
        }
        sx={{ '& .locked': { color: 'text.secondary' } }}
        hideFooter
      />
    </Box>
  );
}
