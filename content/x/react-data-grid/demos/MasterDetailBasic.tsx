import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';

interface Customer {
  id: number;
  name: string;
  city: string;
  email: string;
  phone: string;
}

const rows: Customer[] = [
  {
    id: 1,
    name: 'Harbor Books',
    city: 'Bristol',
    email: 'hello@harbor.example',
    phone: '+44 117 000 0001',
  },
  {
    id: 2,
    name: 'Pine Studio',
    city: 'Leeds',
    email: 'team@pine.example',
    phone: '+44 113 000 0002',
  },
  {
    id: 3,
    name: 'Atlas Cycles',
    city: 'York',
    email: 'shop@atlas.example',
    phone: '+44 190 000 0003',
  },
  {
    id: 4,
    name: 'Mint Bakery',
    city: 'Bath',
    email: 'orders@mint.example',
    phone: '+44 122 000 0004',
  },
];

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 140 },
];

function CustomerDetails({ row }: { row: Customer }) {
  return (
    <Box sx={{ px: 3, py: 2 }}>
      <Typography variant="subtitle2">Contact</Typography>
      <Typography variant="body2">Email: {row.email}</Typography>
      <Typography variant="body2">Phone: {row.phone}</Typography>
    </Box>
  );
}

export default function MasterDetailBasic() {
  // Stable references: the grid calls these for every expanded row.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Customer>) => <CustomerDetails row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 96, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
