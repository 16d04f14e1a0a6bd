import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridListViewColDef, GridSortModel } from '@mui/x-data-grid-pro';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
  },
  { id: 2, title: 'Beloved', author: 'Toni Morrison', year: 1987, pages: 324 },
  { id: 3, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, pages: 209 },
  {
    id: 4,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    year: 1967,
    pages: 417,
  },
  { id: 5, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, pages: 258 },
  { id: 6, title: 'Never Let Me Go', author: 'Kazuo Ishiguro', year: 2005, pages: 288 },
  { id: 7, title: 'The Hours', author: 'Michael Cunningham', year: 1998, pages: 230 },
  { id: 8, title: 'Station Eleven', author: 'Emily St. John Mandel', year: 2014, pages: 333 },
  { id: 9, title: 'Piranesi', author: 'Susanna Clarke', year: 2020, pages: 272 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 190 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

const listViewColumn: GridListViewColDef<Book> = {
  field: 'book',
  renderCell: ({ row }) => (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {row.title}
      </Typography>
      <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
        {row.author}, {row.year} · {row.pages} pages
      </Typography>
    </Stack>
  ),
};

// Each option of the menu is a sort model.
const SORT_OPTIONS: Record<string, GridSortModel> = {
  title: [{ field: 'title', sort: 'asc' }],
  newest: [{ field: 'year', sort: 'desc' }],
  shortest: [{ field: 'pages', sort: 'asc' }],
};

export default function ListViewSorting() {
  const [sortKey, setSortKey] = React.useState('title');

  return (
    <Stack spacing={1.5} sx={{ height: 480, width: '100%', maxWidth: 480 }}>
      <FormControl size="small" sx={{ width: 200 }}>
        <InputLabel id="book-sort-label">Sort by</InputLabel>
        <Select
          labelId="book-sort-label"
          label="Sort by"
          value={sortKey}
          onChange={(event) => setSortKey(event.target.value)}
        >
          <MenuItem value="title">Title (A to Z)</MenuItem>
          <MenuItem value="newest">Newest first</MenuItem>
          <MenuItem value="shortest">Shortest first</MenuItem>
        </Select>
      </FormControl>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Search and filter from the toolbar.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          rowHeight={64}
          sortModel={SORT_OPTIONS[sortKey]}
          showToolbar
          hideFooter
        />
      </Box>
    </Stack>
  );
}
