import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, code: 'A1', description: 'Short text', notes: 'Can be resized between 120px and 260px' },
  { id: 2, code: 'B2', description: 'Medium length text', notes: 'Try dragging the header edge' },
  { id: 3, code: 'C3', description: 'A much longer piece of text', notes: 'Limits still apply' },
  { id: 4, code: 'D4', description: 'Text', notes: 'Default minWidth is 50px' },
];

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Default (100px)' },
  { field: 'description', headerName: 'width: 220', width: 220 },
  { field: 'notes', headerName: 'min 120 / max 260', width: 180, minWidth: 120, maxWidth: 260 },
];

export default function ColumnDimensionsWidth() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
