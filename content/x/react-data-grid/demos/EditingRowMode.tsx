import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  copies: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Silent Harbour', author: 'Mira Lindqvist', year: 2018, copies: 4 },
  { id: 2, title: 'Roots of the Valley', author: 'Tomás Herrera', year: 2009, copies: 2 },
  { id: 3, title: 'A Map of Small Things', author: 'Grace Adeyemi', year: 2021, copies: 6 },
  { id: 4, title: 'Northern Lights', author: 'Pavel Novak', year: 1997, copies: 1 },
  { id: 5, title: 'Glass and Stone', author: 'Hana Kobayashi', year: 2015, copies: 3 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180, editable: true },
  { field: 'author', headerName: 'Author', width: 170, editable: true },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 100, editable: true },
];

export default function EditingRowMode() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
