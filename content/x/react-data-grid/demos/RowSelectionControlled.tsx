import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRowSelectionModel,
  createRowSelectionManager,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Oat milk', aisle: 'Dairy', quantity: 2 },
  { id: 2, name: 'Sourdough loaf', aisle: 'Bakery', quantity: 1 },
  { id: 3, name: 'Cherry tomatoes', aisle: 'Produce', quantity: 1 },
  { id: 4, name: 'Dark chocolate', aisle: 'Snacks', quantity: 3 },
  { id: 5, name: 'Basmati rice', aisle: 'Pantry', quantity: 1 },
  { id: 6, name: 'Greek yogurt', aisle: 'Dairy', quantity: 4 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'aisle', headerName: 'Aisle', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

export default function RowSelectionControlled() {
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([2, 4]),
  });

  // Works for both model types: 'include' lists the selected ids, 'exclude' the unselected ones.
  const manager = createRowSelectionManager(rowSelectionModel);
  const selectedNames = rows.filter((row) => manager.has(row.id)).map((row) => row.name);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace' }}>
        {`{ type: '${rowSelectionModel.type}', ids: [${Array.from(rowSelectionModel.ids).join(', ')}] }`}
      </Typography>
      <Typography variant="body2">
        Selected: {selectedNames.length > 0 ? selectedNames.join(', ') : 'nothing'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={(newModel) => setRowSelectionModel(newModel)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
