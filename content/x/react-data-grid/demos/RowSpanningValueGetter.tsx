import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  orderId: string;
  status: string;
  product: string;
  quantity: number;
}

const rows: OrderLine[] = [
  { id: 1, orderId: 'SO-501', status: 'Shipped', product: 'Desk lamp', quantity: 2 },
  { id: 2, orderId: 'SO-501', status: 'Shipped', product: 'LED bulb', quantity: 6 },
  { id: 3, orderId: 'SO-502', status: 'Shipped', product: 'Bookshelf', quantity: 1 },
  { id: 4, orderId: 'SO-503', status: 'Pending', product: 'Office chair', quantity: 1 },
  { id: 5, orderId: 'SO-503', status: 'Pending', product: 'Chair mat', quantity: 1 },
  { id: 6, orderId: 'SO-504', status: 'Pending', product: 'Monitor arm', quantity: 2 },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderId', headerName: 'Order', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    // Only merge status cells that belong to the same order.
    rowSpanValueGetter: (value, row) => `${row.orderId}-${value}`,
  },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    // Never merge quantities: a unique value per row disables spanning here.
    rowSpanValueGetter: (_value, row) => row.id,
  },
];

export default function RowSpanningValueGetter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
