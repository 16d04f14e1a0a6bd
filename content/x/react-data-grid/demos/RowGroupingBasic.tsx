import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  {
    id: 1,
    title: 'Piranesi',
    author: 'Susanna Clarke',
    genre: 'Fantasy',
    format: 'Hardcover',
    pages: 272,
  },
  {
    id: 2,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    genre: 'Science fiction',
    format: 'Paperback',
    pages: 304,
  },
  {
    id: 3,
    title: 'Station Eleven',
    author: 'Emily St. John Mandel',
    genre: 'Science fiction',
    format: 'Paperback',
    pages: 333,
  },
  {
    id: 4,
    title: 'The Name of the Rose',
    author: 'Umberto Eco',
    genre: 'Mystery',
    format: 'Hardcover',
    pages: 536,
  },
  {
    id: 5,
    title: 'Jonathan Strange & Mr Norrell',
    author: 'Susanna Clarke',
    genre: 'Fantasy',
    format: 'Paperback',
    pages: 1006,
  },
  {
    id: 6,
    title: 'The Big Sleep',
    author: 'Raymond Chandler',
    genre: 'Mystery',
    format: 'Paperback',
    pages: 231,
  },
  {
    id: 7,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    genre: 'Science fiction',
    format: 'Hardcover',
    pages: 264,
  },
  {
    id: 8,
    title: 'A Wizard of Earthsea',
    author: 'Ursula K. Le Guin',
    genre: 'Fantasy',
    format: 'Paperback',
    pages: 183,
  },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 240 },
  { field: 'author', headerName: 'Author', width: 190 },
  { field: 'genre', headerName: 'Genre', width: 150 },
  { field: 'format', headerName: 'Format', width: 120 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

export default function RowGroupingBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['genre'] } }}
      />
    </Box>
  );
}
