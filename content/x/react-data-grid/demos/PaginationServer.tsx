import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  reference: string;
  status: string;
  total: number;
}

const statuses = ['Paid', 'Pending', 'Shipped', 'Refunded'];
const TOTAL_ORDERS = 57;

// A fake API: returns one page of orders and the total count, after a short delay.
function fetchOrders({ page, pageSize }: GridPaginationModel) {
  return new Promise<{ rows: Order[]; rowCount: number }>((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      const end = Math.min(start + pageSize, TOTAL_ORDERS);
      const pageRows: Order[] = [];
      for (let index = start; index < end; index += 1) {
        pageRows.push({
          id: index + 1,
          reference: `ORD-${5001 + index}`,
          status: statuses[index % statuses.length],
          total: 20 + ((index * 29) % 180),
        });
      }
      resolve({ rows: pageRows, rowCount: TOTAL_ORDERS });
    }, 500);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 120 },
];

export default function PaginationServer() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  const handlePaginationModelChange = (newModel: GridPaginationModel) => {
    setPaginationModel(newModel);
    setLoading(true);
  };

  React.useEffect(() => {
    let active = true;
    fetchOrders(paginationModel).then((response) => {
      if (active) {
        setRows(response.rows);
        setRowCount(response.rowCount);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[5, 10]}
        loading={loading}
      />
    </Box>
  );
}
