import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowClassNameParams, gridClasses } from '@mui/x-data-grid';

interface Part {
  id: number;
  part: string;
  stock: number;
  reorderLevel: number;
}

const rows: Part[] = [
  { id: 1, part: 'Hex bolt M6', stock: 540, reorderLevel: 200 },
  { id: 2, part: 'Washer 6mm', stock: 120, reorderLevel: 300 },
  { id: 3, part: 'Lock nut M6', stock: 310, reorderLevel: 200 },
  { id: 4, part: 'Hinge 40mm', stock: 15, reorderLevel: 50 },
  { id: 5, part: 'Cable tie', stock: 2200, reorderLevel: 500 },
  { id: 6, part: 'Wall plug', stock: 90, reorderLevel: 100 },
];

const columns: GridColDef<Part>[] = [
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 150 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 120 },
];

function getRowClassName({ row }: GridRowClassNameParams<Part>) {
  return row.stock < row.reorderLevel ? 'low-stock' : '';
}

export default function RowRecipesHighlight() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
        sx={(theme) => ({
          [`& .${gridClasses.row}.low-stock`]: {
            bgcolor: alpha(theme.palette.warning.main, 0.12),
            '&:hover': { bgcolor: alpha(theme.palette.warning.main, 0.2) },
          },
          // The selected row gets a clear accent on its left edge.
          [`& .${gridClasses.row}.Mui-selected`]: {
            boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
            fontWeight: 600,
          },
        })}
      />
    </Box>
  );
}
