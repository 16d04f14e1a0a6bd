import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  product: string;
  unitPrice: number;
  quantity: number;
}

const rows: OrderLine[] = [
  { id: 1, product: 'Espresso beans 1kg', unitPrice: 24, quantity: 3 },
  { id: 2, product: 'Milk frother', unitPrice: 59, quantity: 1 },
  { id: 3, product: 'Paper filters', unitPrice: 4.5, quantity: 10 },
  { id: 4, product: 'Ceramic cup', unitPrice: 12, quantity: 6 },
  { id: 5, product: 'Descaler', unitPrice: 8.75, quantity: 2 },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    // `lineTotal` is not a property of the rows: the value is derived from two other fields.
    field: 'lineTotal',
    headerName: 'Line total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.unitPrice * row.quantity,
  },
];

export default function ColumnDefinitionValueGetter() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'lineTotal', sort: 'desc' }] } }}
      />
    </Box>
  );
}
