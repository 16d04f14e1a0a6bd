import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, author: 'Maya', comment: 'Looks good to me.' },
  {
    id: 2,
    author: 'Jonas',
    comment:
      'The new layout works on desktop, but on small screens the sidebar covers part of the table. Could we collapse it below 600px and move the filters into a drawer?',
  },
  { id: 3, author: 'Priya', comment: 'Merged after the second review.' },
  {
    id: 4,
    author: 'Lena',
    comment:
      'I found two more places that still use the old date format. Both are in the export dialog. I will open a follow-up issue so we can fix them separately.',
  },
  { id: 5, author: 'Omar', comment: 'Thanks!' },
];

const columns: GridColDef[] = [
  { field: 'author', headerName: 'Author', width: 120 },
  {
    field: 'comment',
    headerName: 'Comment',
    flex: 1,
    minWidth: 240,
    // Let the text wrap; the grid measures the cell to size the row.
    renderCell: (params) => (
      <Box sx={{ whiteSpace: 'normal', lineHeight: 1.5, py: 1 }}>{params.value}</Box>
    ),
  },
];

export default function RowHeightAuto() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 80}
        hideFooter
      />
    </Box>
  );
}
