import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'BK-114', item: 'Notebook A5', aisle: 'B3', quantity: 120, supplier: 'Papeterie' },
  { id: 2, sku: 'PN-020', item: 'Gel pen, black', aisle: 'B1', quantity: 340, supplier: 'Inkwell' },
  { id: 3, sku: 'ST-407', item: 'Stapler', aisle: 'C2', quantity: 18, supplier: 'Officium' },
  { id: 4, sku: 'FL-033', item: 'Folder, blue', aisle: 'B2', quantity: 95, supplier: 'Papeterie' },
  { id: 5, sku: 'TP-210', item: 'Tape roll', aisle: 'C1', quantity: 64, supplier: 'Officium' },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'aisle', headerName: 'Aisle', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'supplier', headerName: 'Supplier', width: 120 },
];

export default function ExportPrintStyling() {
  const apiRef = useGridApiRef();
  const [hideToolbar, setHideToolbar] = React.useState(true);
  const [includeCheckboxes, setIncludeCheckboxes] = React.useState(false);
  const [landscape, setLandscape] = React.useState(false);

  const print = () =>
    apiRef.current?.exportDataAsPrint({
      fileName: 'Pick list',
      // The supplier column stays on screen but is left out of the printout.
      fields: ['sku', 'item', 'aisle', 'quantity'],
      hideToolbar,
      includeCheckboxes,
      pageStyle: [
        `@page { size: A4 ${landscape ? 'landscape' : 'portrait'}; margin: 12mm; }`,
        // Black text on paper, whatever the page's color scheme.
        '.MuiDataGrid-root, .MuiDataGrid-root * { color: #000 !important; }',
      ].join('\n'),
    });

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={hideToolbar}
              onChange={(event) => setHideToolbar(event.target.checked)}
            />
          }
          label="Hide toolbar"
        />
        <FormControlLabel
          control={
            <Switch
              checked={includeCheckboxes}
              onChange={(event) => setIncludeCheckboxes(event.target.checked)}
            />
          }
          label="Include checkboxes"
        />
        <FormControlLabel
          control={
            <Switch checked={landscape} onChange={(event) => setLandscape(event.target.checked)} />
          }
          label="Landscape"
        />
        <Button variant="contained" size="small" startIcon={<PrintIcon />} onClick={print}>
          Print
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
