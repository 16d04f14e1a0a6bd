import * as React from 'react';
import Box from '@mui/material/Box';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, plant: 'Monstera', room: 'Living room', light: 'Indirect', waterEveryDays: 7 },
  { id: 2, plant: 'Snake plant', room: 'Bedroom', light: 'Low', waterEveryDays: 14 },
  { id: 3, plant: 'Basil', room: 'Kitchen', light: 'Direct', waterEveryDays: 2 },
  { id: 4, plant: 'Pothos', room: 'Office', light: 'Low', waterEveryDays: 7 },
  { id: 5, plant: 'Peace lily', room: 'Bathroom', light: 'Low', waterEveryDays: 5 },
];

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 140 },
  { field: 'room', headerName: 'Room', width: 130 },
  { field: 'light', headerName: 'Light', width: 110 },
  { field: 'waterEveryDays', headerName: 'Water every (days)', type: 'number', width: 160 },
];

function TextButtonsToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <ColumnsPanelTrigger size="small" startIcon={<ViewColumnIcon fontSize="small" />}>
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger
        size="small"
        startIcon={<FilterListIcon fontSize="small" />}
        material={{ variant: 'outlined' }}
      >
        Filters
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function ToolbarTextButtons() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ toolbar: TextButtonsToolbar }}
      />
    </Box>
  );
}
