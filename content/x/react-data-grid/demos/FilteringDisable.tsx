import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, invoice: 'INV-2041', customer: 'Harbor Bakery', amount: 420.5, notes: 'Paid by card' },
  { id: 2, invoice: 'INV-2042', customer: 'Kite Studio', amount: 1290, notes: 'Net 30' },
  { id: 3, invoice: 'INV-2043', customer: 'Olive & Co', amount: 88.2, notes: '' },
  {
    id: 4,
    invoice: 'INV-2044',
    customer: 'Harbor Bakery',
    amount: 615,
    notes: 'Second reminder sent',
  },
  {
    id: 5,
    invoice: 'INV-2045',
    customer: 'Pine Outfitters',
    amount: 2040,
    notes: 'Split in two payments',
  },
];

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
  {
    field: 'notes',
    headerName: 'Notes (not filterable)',
    filterable: false,
    flex: 1,
    minWidth: 200,
  },
];

export default function FilteringDisable() {
  const [disableColumnFilter, setDisableColumnFilter] = React.useState(false);

  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableColumnFilter}
            onChange={(event) => setDisableColumnFilter(event.target.checked)}
          />
        }
        label="disableColumnFilter"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnFilter={disableColumnFilter}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
