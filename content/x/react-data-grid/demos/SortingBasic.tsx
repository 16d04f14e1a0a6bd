import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Mountain Echoes', artist: 'Lena Park', year: 2019, rating: 4.2 },
  { id: 2, title: 'City of Glass', artist: 'The Tidewater Band', year: 2021, rating: 4.7 },
  { id: 3, title: 'Paper Boats', artist: 'Ilse Vos', year: 2016, rating: 3.9 },
  { id: 4, title: 'Night Train', artist: 'Marco Bellini', year: 2023, rating: 4.5 },
  { id: 5, title: 'Quiet Hours', artist: 'Lena Park', year: 2014, rating: 4.0 },
  { id: 6, title: 'Saltwater', artist: 'Ayo Bello', year: 2020, rating: 4.8 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Album', width: 170 },
  { field: 'artist', headerName: 'Artist', width: 180 },
  { field: 'year', headerName: 'Year', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function SortingBasic() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
