import * as React from 'react';
import Box from '@mui/material/Box';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, station: 'North Pier', city: 'Aberdeen', tempC: 11.4, windKmh: 32 },
  { id: 2, station: 'Old Harbour', city: 'Valletta', tempC: 21.8, windKmh: 14 },
  { id: 3, station: 'Ridge Top', city: 'Innsbruck', tempC: 4.2, windKmh: 41 },
  { id: 4, station: 'Riverside', city: 'Porto', tempC: 17.6, windKmh: 19 },
  { id: 5, station: 'Airfield', city: 'Tromsø', tempC: -2.5, windKmh: 27 },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'tempC', headerName: 'Temp (°C)', type: 'number', width: 110 },
  { field: 'windKmh', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];

function AnatomyToolbar() {
  return (
    <Toolbar>
      {/* 1. No render prop: the grid's baseButton slot, a Material UI Button. */}
      <ColumnsPanelTrigger size="small">Columns</ColumnsPanelTrigger>

      {/* 2. An element: its type is rendered, with the trigger's props added. */}
      <FilterPanelTrigger
        render={<ToolbarButton aria-label="Filters" />}
        className={(state) => (state.filterCount > 0 ? 'has-filters' : '')}
      >
        <FilterListIcon fontSize="small" />
      </FilterPanelTrigger>

      {/* 3. A function: full control over what is rendered. */}
      <ExportCsv
        options={{ fileName: 'weather-stations' }}
        render={(props) => <ToolbarButton {...props} aria-label="Download as CSV" />}
      >
        <FileDownloadIcon fontSize="small" />
      </ExportCsv>
    </Toolbar>
  );
}

export default function UsageAnatomy() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ toolbar: AnatomyToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'windKmh', operator: '>', value: 25 }] } },
        }}
        sx={{ '& .has-filters': { color: 'primary.main', bgcolor: 'action.selected' } }}
      />
    </Box>
  );
}
