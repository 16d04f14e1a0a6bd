import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColDef,
  gridColumnVisibilityModelSelector,
  Toolbar,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    year: 1979,
    pages: 264,
    genre: 'Fiction',
  },
  {
    id: 2,
    title: 'The Overstory',
    author: 'Richard Powers',
    year: 2018,
    pages: 502,
    genre: 'Fiction',
  },
  {
    id: 3,
    title: 'Braiding Sweetgrass',
    author: 'Robin Wall Kimmerer',
    year: 2013,
    pages: 391,
    genre: 'Essays',
  },
  {
    id: 4,
    title: 'Piranesi',
    author: 'Susanna Clarke',
    year: 2020,
    pages: 272,
    genre: 'Fantasy',
  },
  {
    id: 5,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    year: 1974,
    pages: 387,
    genre: 'Science fiction',
  },
  {
    id: 6,
    title: 'Entangled Life',
    author: 'Merlin Sheldrake',
    year: 2020,
    pages: 368,
    genre: 'Science',
  },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'genre', headerName: 'Genre', width: 140 },
];

function BooksToolbar() {
  const apiRef = useGridApiContext();
  const visibilityModel = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hiddenCount = Object.values(visibilityModel).filter((visible) => !visible).length;

  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
        Reading list
      </Typography>
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<ViewColumnIcon fontSize="small" />}
          />
        )}
      >
        {hiddenCount > 0 ? `Columns (${hiddenCount} hidden)` : 'Columns'}
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

export default function ColumnsPanelToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ toolbar: BooksToolbar }}
        initialState={{ columns: { columnVisibilityModel: { pages: false } } }}
        slotProps={{
          columnsManagement: {
            sort: 'asc',
            getTogglableColumns: (cols) =>
              cols.filter((col) => col.field !== 'title').map((col) => col.field),
          },
        }}
      />
    </Box>
  );
}
