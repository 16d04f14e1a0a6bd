import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, book: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, copies: 3 },
  { id: 2, book: 'Kindred', author: 'Octavia E. Butler', year: 1979, copies: 2 },
  { id: 3, book: 'Solaris', author: 'Stanisław Lem', year: 1961, copies: 1 },
  { id: 4, book: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974, copies: 2 },
  { id: 5, book: 'Roadside Picnic', author: 'Arkady and Boris Strugatsky', year: 1972, copies: 4 },
];

const columns: GridColDef[] = [
  { field: 'book', headerName: 'Book', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 200 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value) => value,
  },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

function LibraryToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
        Library
      </Typography>
      <Tooltip title="Download as CSV">
        <ExportCsv
          render={<ToolbarButton />}
          options={{ fileName: 'library', delimiter: ';', utf8WithBom: true }}
        >
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint
          render={<ToolbarButton />}
          options={{ fileName: 'Library', hideFooter: true, hideToolbar: true }}
        >
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportTriggers() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ toolbar: LibraryToolbar }}
      />
    </Box>
  );
}
