import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, item: 'Rice', category: 'Pantry', quantity: 2, unitPrice: 3.2 },
  { id: 2, item: 'Olive oil', category: 'Pantry', quantity: 1, unitPrice: 8.9 },
  { id: 3, item: 'Tomatoes', category: 'Fresh', quantity: 6, unitPrice: 0.6 },
  { id: 4, item: 'Basil', category: 'Fresh', quantity: 1, unitPrice: 1.5 },
  { id: 5, item: 'Parmesan', category: 'Dairy', quantity: 1, unitPrice: 6.4 },
  { id: 6, item: 'Yoghurt', category: 'Dairy', quantity: 4, unitPrice: 0.9 },
];

// At least one editable column: that is what turns the undo history on.
const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Pantry', 'Fresh', 'Dairy'],
    width: 130,
    editable: true,
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, editable: true },
];

export default function UndoRedoBasic() {
  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">
        Edit a few cells, then press Ctrl+Z (⌘Z) to undo and Ctrl+Shift+Z or Ctrl+Y to redo.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium rows={rows} columns={columns} label="Shopping list" hideFooter />
      </Box>
    </Box>
  );
}
