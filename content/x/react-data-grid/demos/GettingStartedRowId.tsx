import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { sku: 'TEA-001', name: 'Sencha', origin: 'Japan', price: 12.5 },
  { sku: 'TEA-002', name: 'Darjeeling', origin: 'India', price: 14 },
  { sku: 'TEA-003', name: 'Oolong', origin: 'Taiwan', price: 16.75 },
  { sku: 'TEA-004', name: 'Rooibos', origin: 'South Africa', price: 9 },
  { sku: 'TEA-005', name: 'Pu-erh', origin: 'China', price: 21 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'name', headerName: 'Tea', width: 150 },
  { field: 'origin', headerName: 'Origin', width: 150 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

export default function GettingStartedRowId() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={(row) => row.sku} />
    </Box>
  );
}
