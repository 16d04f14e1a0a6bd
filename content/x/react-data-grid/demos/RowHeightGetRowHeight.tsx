import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowHeightParams } from '@mui/x-data-grid';

const rows = [
  { id: 1, section: 'Fruit', item: 'Apples', isHeading: true },
  { id: 2, section: 'Fruit', item: 'Pears', isHeading: false },
  { id: 3, section: 'Fruit', item: 'Plums', isHeading: false },
  { id: 4, section: 'Vegetables', item: 'Carrots', isHeading: true },
  { id: 5, section: 'Vegetables', item: 'Leeks', isHeading: false },
  { id: 6, section: 'Vegetables', item: 'Onions', isHeading: false },
];

const columns: GridColDef[] = [
  { field: 'section', headerName: 'Section', width: 160 },
  { field: 'item', headerName: 'Item', width: 160 },
];

// Rows flagged as headings are 72px tall, scaled by the current density.
// Returning null keeps the default height for the other rows.
function getRowHeight({ model, densityFactor }: GridRowHeightParams) {
  return model.isHeading ? 72 * densityFactor : null;
}

export default function RowHeightGetRowHeight() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} hideFooter />
    </Box>
  );
}
