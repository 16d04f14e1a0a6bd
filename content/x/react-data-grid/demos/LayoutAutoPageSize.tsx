import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  invoice: `INV-${2001 + index}`,
  customer: ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay'][index % 6],
  total: 150 + ((index * 97) % 900),
}));

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 130 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 120 },
];

export default function LayoutAutoPageSize() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} autoPageSize />
    </Box>
  );
}
