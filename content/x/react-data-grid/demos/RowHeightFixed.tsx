import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Ada Lovelace', role: 'Analyst' },
  { id: 2, name: 'Alan Turing', role: 'Researcher' },
  { id: 3, name: 'Grace Hopper', role: 'Engineer' },
  { id: 4, name: 'Edsger Dijkstra', role: 'Architect' },
  { id: 5, name: 'Barbara Liskov', role: 'Professor' },
  { id: 6, name: 'Donald Knuth', role: 'Author' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 200 },
  { field: 'role', headerName: 'Role', width: 160 },
];

export default function RowHeightFixed() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={34} columnHeaderHeight={40} hideFooter />
    </Box>
  );
}
