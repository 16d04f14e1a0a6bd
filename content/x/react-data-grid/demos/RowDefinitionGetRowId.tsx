import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

interface Product {
  sku: string;
  name: string;
  stock: number;
}

const rows: Product[] = [
  { sku: 'TEA-001', name: 'Green tea', stock: 42 },
  { sku: 'TEA-002', name: 'Black tea', stock: 18 },
  { sku: 'TEA-003', name: 'Oolong', stock: 7 },
  { sku: 'COF-001', name: 'Espresso beans', stock: 25 },
  { sku: 'COF-002', name: 'Decaf beans', stock: 0 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

// Defined outside the component so the reference never changes.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function RowDefinitionGetRowId() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
