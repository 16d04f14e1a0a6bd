import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, username: 'marisol', email: 'marisol@example.com', posts: 128 },
  { id: 2, username: 'kwame', email: 'kwame@example.com', posts: 54 },
  { id: 3, username: 'hilde', email: 'hilde@example.com', posts: 311 },
  { id: 4, username: 'ravi', email: 'ravi@example.com', posts: 9 },
  { id: 5, username: 'yuki', email: 'yuki@example.com', posts: 76 },
];

const columns: GridColDef[] = [
  // Without headerName, the header shows the field name.
  { field: 'username' },
  { field: 'email', headerName: 'Email address', width: 220 },
  {
    field: 'posts',
    headerName: 'Posts',
    description: 'Number of posts published by the user',
    type: 'number',
    width: 100,
  },
];

export default function ColumnDefinitionBasic() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
