import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, name: 'Basil', family: 'Lamiaceae', height: 45 },
  { id: 2, name: 'Rosemary', family: 'Lamiaceae', height: 120 },
  { id: 3, name: 'Coriander', family: 'Apiaceae', height: 50 },
  { id: 4, name: 'Dill', family: 'Apiaceae', height: 90 },
  { id: 5, name: 'Chives', family: 'Amaryllidaceae', height: 30 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Herb', width: 160 },
  { field: 'family', headerName: 'Family', width: 180 },
  { field: 'height', headerName: 'Height (cm)', type: 'number', width: 130 },
];

export default function GettingStartedFirstGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
