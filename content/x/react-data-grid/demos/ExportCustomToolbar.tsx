import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import TableViewIcon from '@mui/icons-material/TableView';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  ExportPrint,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, station: 'North Pier', date: new Date(2025, 5, 2), rainfall: 12.4, windKmh: 31 },
  { id: 2, station: 'Hill Farm', date: new Date(2025, 5, 2), rainfall: 4.1, windKmh: 18 },
  { id: 3, station: 'Old Mill', date: new Date(2025, 5, 3), rainfall: 0, windKmh: 9 },
  { id: 4, station: 'North Pier', date: new Date(2025, 5, 3), rainfall: 7.8, windKmh: 27 },
  { id: 5, station: 'Hill Farm', date: new Date(2025, 5, 4), rainfall: 15.2, windKmh: 40 },
  { id: 6, station: 'Old Mill', date: new Date(2025, 5, 4), rainfall: 2.6, windKmh: 12 },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'rainfall', headerName: 'Rainfall (mm)', type: 'number', width: 130 },
  { field: 'windKmh', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];

function WeatherToolbar() {
  return (
    <Toolbar>
      <Typography
        component="span"
        noWrap
        sx={{ flex: 1, minWidth: 0, mx: 0.5, fontWeight: 'medium' }}
      >
        Weather readings
      </Typography>
      <ExportCsv
        size="small"
        startIcon={<FileDownloadIcon />}
        options={{ fileName: 'weather', utf8WithBom: true }}
      >
        CSV
      </ExportCsv>
      <ExportExcel
        size="small"
        startIcon={<TableViewIcon />}
        options={{ fileName: 'weather', columnsStyles: { rainfall: { numFmt: '0.0' } } }}
      >
        Excel
      </ExportExcel>
      <ExportPrint
        size="small"
        startIcon={<PrintIcon />}
        options={{ hideToolbar: true, hideFooter: true }}
      >
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExportCustomToolbar() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: WeatherToolbar }}
        hideFooter
      />
    </Box>
  );
}
