import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  GridColDef,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, month: 'January', days: 31 },
  { id: 2, month: 'February', days: 28 },
  { id: 3, month: 'March', days: 31 },
  { id: 4, month: 'April', days: 30 },
  { id: 5, month: 'May', days: 31 },
  { id: 6, month: 'June', days: 30 },
  { id: 7, month: 'July', days: 31 },
  { id: 8, month: 'August', days: 31 },
  { id: 9, month: 'September', days: 30 },
  { id: 10, month: 'October', days: 31 },
  { id: 11, month: 'November', days: 30 },
  { id: 12, month: 'December', days: 31 },
];

const columns: GridColDef[] = [
  { field: 'month', headerName: 'Month', flex: 1, minWidth: 140 },
  { field: 'days', headerName: 'Days (non-leap year)', type: 'number', width: 190 },
];

function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      count={pageCount}
      // The grid counts pages from 0, the Pagination component from 1.
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ px: 1 }}
    />
  );
}

export default function ComponentsPagination() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 4 } } }}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
