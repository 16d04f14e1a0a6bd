import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  gridPageCountSelector,
  gridPageSelector,
  gridPageSizeSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const cities = ['Lagos', 'Lima', 'Lyon', 'Leeds', 'Lublin', 'Lucknow', 'Lusaka'];

const rows = Array.from({ length: 42 }, (_, index) => ({
  id: index + 1,
  parcel: `PCL-${7300 + index * 3}`,
  city: cities[index % cities.length],
  weight: Math.round((0.4 + ((index * 13) % 50) / 10) * 10) / 10,
}));

const columns: GridColDef[] = [
  { field: 'parcel', headerName: 'Parcel', width: 130 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 130 },
];

const PAGE_SIZES = [5, 10, 20];

// Rendered in the footer instead of the default pagination.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageSize = useGridSelector(apiRef, gridPageSizeSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1, ml: 'auto' }}>
      <TextField
        select
        size="small"
        label="Rows per page"
        value={pageSize}
        onChange={(event) => apiRef.current.setPageSize(Number(event.target.value))}
        sx={{ width: 130 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Pagination
        color="primary"
        count={pageCount}
        page={page + 1}
        onChange={(event, value) => apiRef.current.setPage(value - 1)}
      />
    </Box>
  );
}

export default function PaginationCustom() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={PAGE_SIZES}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
