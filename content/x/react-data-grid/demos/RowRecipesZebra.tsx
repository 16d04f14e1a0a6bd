import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowClassNameParams, gridClasses } from '@mui/x-data-grid';

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  invoice: `INV-${String(index + 1).padStart(4, '0')}`,
  amount: 120 + index * 35,
}));

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 140 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

// indexRelativeToCurrentPage follows sorting, filtering and pagination,
// so the stripes stay regular whatever the user does.
function getRowClassName(params: GridRowClassNameParams) {
  return params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd';
}

export default function RowRecipesZebra() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        sx={{
          [`& .${gridClasses.row}.odd`]: {
            bgcolor: 'action.hover',
          },
        }}
      />
    </Box>
  );
}
