import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
}

const customers = ['Nadia', 'Tomás', 'Yuki', 'Kofi', 'Ingrid', 'Ravi', 'Lena', 'Marco'];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 130 },
];

// Stands in for a request to a server.
function fetchOrders(batch: number): Promise<Order[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        customers.map((customer, index) => ({
          id: batch * 100 + index + 1,
          customer,
          total: 20 + ((index * 37 + batch * 11) % 180),
        })),
      );
    }, 1500);
  });
}

export default function OverlaysLoading() {
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);
  const batch = React.useRef(1);

  // First load, when the grid has no rows yet.
  React.useEffect(() => {
    let active = true;
    fetchOrders(1).then((orders) => {
      if (active) {
        setRows(orders);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  // Later loads keep the current rows on screen until the new ones arrive.
  const reload = () => {
    setLoading(true);
    batch.current += 1;
    fetchOrders(batch.current).then((orders) => {
      setRows(orders);
      setLoading(false);
    });
  };

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button size="small" variant="outlined" onClick={reload} disabled={loading}>
          Reload orders
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
