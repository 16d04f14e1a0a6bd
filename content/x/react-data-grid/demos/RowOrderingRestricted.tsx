import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, IsRowReorderableParams } from '@mui/x-data-grid-pro';

interface Step {
  id: number;
  step: string;
  locked: boolean;
}

const rows: Step[] = [
  { id: 1, step: 'Receive order', locked: true },
  { id: 2, step: 'Check stock', locked: false },
  { id: 3, step: 'Pack items', locked: false },
  { id: 4, step: 'Print label', locked: false },
  { id: 5, step: 'Hand over to carrier', locked: true },
];

const columns: GridColDef<Step>[] = [
  { field: 'step', headerName: 'Step', flex: 1, minWidth: 180 },
  { field: 'locked', headerName: 'Locked', type: 'boolean', width: 100 },
];

// Locked steps have no drag handle.
function isRowReorderable({ row }: IsRowReorderableParams<Step>) {
  return !row.locked;
}

export default function RowOrderingRestricted() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        isRowReorderable={isRowReorderable}
        hideFooter
      />
    </Box>
  );
}
