import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {
    id: 1,
    name: 'Harbor Café',
    phone: '+1 555 0101',
    email: 'hello@harbor.example',
    city: 'Halifax',
  },
  { id: 2, name: 'Pine & Co', phone: '+1 555 0102', email: 'team@pine.example', city: 'Victoria' },
  { id: 3, name: 'Lumen Labs', phone: '+1 555 0103', email: 'info@lumen.example', city: 'Toronto' },
  {
    id: 4,
    name: 'Orbit Bikes',
    phone: '+1 555 0104',
    email: 'ride@orbit.example',
    city: 'Calgary',
  },
  {
    id: 5,
    name: 'Maple Print',
    phone: '+1 555 0105',
    email: 'print@maple.example',
    city: 'Ottawa',
  },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Company', width: 150 },
  { field: 'phone', headerName: 'Phone', width: 140 },
  { field: 'email', headerName: 'Email', width: 200 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function ColumnVisibilityInitial() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          columns: { columnVisibilityModel: { phone: false, email: false } },
        }}
      />
    </Box>
  );
}
