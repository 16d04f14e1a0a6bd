import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridLocaleText, GridRowSelectionModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 2, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989 },
  { id: 3, title: 'Half of a Yellow Sun', author: 'Chimamanda Ngozi Adichie', year: 2006 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 220 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
];

// Only the keys you pass change; every other text keeps its default.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Search books…',
  toolbarColumns: 'Show or hide fields',
  footerRowSelected: (count) =>
    count === 1
      ? '1 book on your reading list'
      : `${count.toLocaleString()} books on your reading list`,
  noResultsOverlayLabel: 'No book matches your search.',
};

export default function LocalizationLocaleText() {
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1, 2, 3]),
  });

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        checkboxSelection
        rowSelectionModel={rowSelectionModel}
        onRowSelectionModelChange={setRowSelectionModel}
        showToolbar
      />
    </Box>
  );
}
