import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'TEA-001', name: 'Sencha', origin: 'Japan', stock: 42, price: 8.5 },
  { id: 2, sku: 'TEA-002', name: 'Darjeeling', origin: 'India', stock: 17, price: 11 },
  { id: 3, sku: 'TEA-003', name: 'Rooibos', origin: 'South Africa', stock: 63, price: 6.25 },
  { id: 4, sku: 'TEA-004', name: 'Oolong', origin: 'Taiwan', stock: 8, price: 14.75 },
  { id: 5, sku: 'TEA-005', name: 'Yerba mate', origin: 'Argentina', stock: 25, price: 7.9 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Tea', width: 130 },
  { field: 'origin', headerName: 'Origin', width: 140 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
];

export default function ExportCsvApi() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'tea-inventory' })}
        >
          Download CSV
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.exportDataAsCsv({
              fileName: 'tea-stock',
              fields: ['sku', 'stock'],
            })
          }
        >
          Download SKU and stock only
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setPreview(apiRef.current?.getDataAsCsv({ delimiter: ';' }) ?? '')}
        >
          Preview with getDataAsCsv
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection hideFooter />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        role="region"
        aria-label="CSV preview"
        tabIndex={0}
        sx={{ height: 96, m: 0, p: 1, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {preview || 'Click "Preview with getDataAsCsv" to see the CSV text here.'}
      </Typography>
    </Box>
  );
}
