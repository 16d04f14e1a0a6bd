import * as React from 'react';
import Box from '@mui/material/Box';
import Chip, { ChipProps } from '@mui/material/Chip';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Status = 'paid' | 'pending' | 'overdue' | 'refunded';

const statusOptions: { value: Status; label: string; color: ChipProps['color'] }[] = [
  { value: 'paid', label: 'Paid', color: 'success' },
  { value: 'pending', label: 'Pending', color: 'primary' },
  { value: 'overdue', label: 'Overdue', color: 'error' },
  { value: 'refunded', label: 'Refunded', color: 'default' },
];

const rows = [
  { id: 1, invoice: 'INV-2001', client: 'Northwind', status: 'paid' },
  { id: 2, invoice: 'INV-2002', client: 'Globex', status: 'pending' },
  { id: 3, invoice: 'INV-2003', client: 'Initech', status: 'overdue' },
  { id: 4, invoice: 'INV-2004', client: 'Umbrella', status: 'refunded' },
  { id: 5, invoice: 'INV-2005', client: 'Hooli', status: 'paid' },
  { id: 6, invoice: 'INV-2006', client: 'Stark', status: 'pending' },
];

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    width: 140,
    editable: true,
    valueOptions: statusOptions.map(({ value, label }) => ({ value, label })),
    renderCell: (params) => {
      const option = statusOptions.find((item) => item.value === params.value);
      if (!option) {
        return null;
      }
      return <Chip label={option.label} color={option.color} size="small" variant="outlined" />;
    },
  },
];

export default function ColumnRecipesStatusChip() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
