import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import TableViewIcon from '@mui/icons-material/TableView';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, book: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', price: 14.5, copies: 3 },
  { id: 2, book: 'Kindred', author: 'Octavia E. Butler', price: 12, copies: 2 },
  { id: 3, book: 'Solaris', author: 'Stanisław Lem', price: 11.25, copies: 1 },
  { id: 4, book: 'The Dispossessed', author: 'Ursula K. Le Guin', price: 15, copies: 2 },
  {
    id: 5,
    book: 'Roadside Picnic',
    author: 'Arkady and Boris Strugatsky',
    price: 13.75,
    copies: 4,
  },
];

const columns: GridColDef[] = [
  { field: 'book', headerName: 'Book', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 200 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

function SpreadsheetToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
        Book prices
      </Typography>
      <Tooltip title="Download as Excel">
        <ExportExcel
          render={<ToolbarButton />}
          options={{ fileName: 'book-prices', columnsStyles: { price: { numFmt: '0.00' } } }}
        >
          <TableViewIcon fontSize="small" />
        </ExportExcel>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'book-prices' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportExcelTrigger() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ toolbar: SpreadsheetToolbar }}
      />
    </Box>
  );
}
