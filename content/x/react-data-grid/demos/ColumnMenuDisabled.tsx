import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, invoice: 'INV-0142', client: 'Northwind', amount: 1840 },
  { id: 2, invoice: 'INV-0143', client: 'Globex', amount: 560 },
  { id: 3, invoice: 'INV-0144', client: 'Initech', amount: 3200 },
  { id: 4, invoice: 'INV-0145', client: 'Umbrella', amount: 915 },
  { id: 5, invoice: 'INV-0146', client: 'Hooli', amount: 2275 },
];

const columns: GridColDef[] = [
  // This column never shows a menu, whatever the grid-level setting.
  { field: 'invoice', headerName: 'Invoice', width: 140, disableColumnMenu: true },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 130 },
];

export default function ColumnMenuDisabled() {
  const [disableMenu, setDisableMenu] = React.useState(false);

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableMenu}
            onChange={(event) => setDisableMenu(event.target.checked)}
          />
        }
        label="Disable the column menu on every column"
        sx={{ mb: 1 }}
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} disableColumnMenu={disableMenu} hideFooter />
      </Box>
    </Box>
  );
}
