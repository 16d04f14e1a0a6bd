import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'NA 204', origin: 'Oslo', destination: 'Madrid', gate: 'B12', delay: 0 },
  { id: 2, flight: 'KL 1142', origin: 'Oslo', destination: 'Amsterdam', gate: 'A3', delay: 25 },
  { id: 3, flight: 'SK 871', origin: 'Oslo', destination: 'Copenhagen', gate: 'C7', delay: 5 },
  { id: 4, flight: 'LH 863', origin: 'Oslo', destination: 'Frankfurt', gate: 'B4', delay: 0 },
  { id: 5, flight: 'DY 1302', origin: 'Oslo', destination: 'Málaga', gate: 'D21', delay: 70 },
  { id: 6, flight: 'AY 918', origin: 'Oslo', destination: 'Helsinki', gate: 'A9', delay: 10 },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'origin', headerName: 'Origin', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 120 },
];

export default function FilterCustomPanel() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: { filterModel: { items: [{ field: 'delay', operator: '>', value: 0 }] } },
        }}
        slotProps={{
          filterPanel: {
            // Sort the column list alphabetically
            columnsSort: 'asc',
            filterFormProps: {
              // Leave "Origin" out of the column list
              filterColumns: ({ columns: allColumns }) =>
                allColumns
                  .filter((column) => column.field !== 'origin')
                  .map((column) => column.field),
              columnInputProps: { sx: { width: 160 } },
              operatorInputProps: { sx: { width: 130 } },
              deleteIconProps: { sx: { '& .MuiSvgIcon-root': { color: 'error.main' } } },
            },
            sx: { '& .MuiDataGrid-filterForm': { px: 2 } },
          },
        }}
      />
    </Box>
  );
}
