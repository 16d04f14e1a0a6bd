import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'The Salt Road',
    author: 'Mara Quinn',
    genre: 'Fiction',
    pages: 312,
    published: new Date(2019, 2, 14),
    available: true,
  },
  {
    id: 2,
    title: 'Rivers of Iron',
    author: 'Tomas Ekberg',
    genre: 'History',
    pages: 498,
    published: new Date(2016, 8, 2),
    available: false,
  },
  {
    id: 3,
    title: 'Small Engines',
    author: 'Ada Mbeki',
    genre: 'Science',
    pages: 226,
    published: new Date(2021, 0, 20),
    available: true,
  },
  {
    id: 4,
    title: 'Winter Psalms',
    author: 'Lena Ortiz',
    genre: 'Poetry',
    pages: 96,
    published: new Date(2018, 10, 5),
    available: true,
  },
  {
    id: 5,
    title: 'A Map of Tides',
    author: 'Mara Quinn',
    genre: 'Fiction',
    pages: 388,
    published: new Date(2022, 4, 30),
    available: false,
  },
  {
    id: 6,
    title: 'The Clockmakers',
    author: 'Rui Santos',
    genre: 'History',
    pages: 341,
    published: new Date(2020, 6, 11),
    available: true,
  },
  {
    id: 7,
    title: 'Cells and Signals',
    author: 'Priya Nair',
    genre: 'Science',
    pages: 274,
    published: new Date(2023, 1, 8),
    available: true,
  },
  {
    id: 8,
    title: 'Paper Lanterns',
    author: 'Lena Ortiz',
    genre: 'Poetry',
    pages: 120,
    published: new Date(2015, 3, 17),
    available: false,
  },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 140 },
  {
    field: 'genre',
    headerName: 'Genre',
    type: 'singleSelect',
    valueOptions: ['Fiction', 'History', 'Poetry', 'Science'],
    width: 120,
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
  { field: 'published', headerName: 'Published', type: 'date', width: 130 },
  { field: 'available', headerName: 'Available', type: 'boolean', width: 110 },
];

export default function FilteringBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
