import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, venue: 'Blue Note', city: 'New York', country: 'United States' },
  { id: 2, venue: 'Teatro Nacional', city: 'San José', country: 'Costa Rica' },
  { id: 3, venue: 'The Fillmore', city: 'San Francisco', country: 'United States' },
  { id: 4, venue: 'Paradiso', city: 'Amsterdam', country: 'Netherlands' },
  { id: 5, venue: 'Royal Albert Hall', city: 'London', country: 'United Kingdom' },
  { id: 6, venue: 'York Barbican', city: 'York', country: 'United Kingdom' },
  { id: 7, venue: 'Newport Hall', city: 'York', country: 'United Kingdom' },
];

const columns: GridColDef[] = [
  { field: 'venue', headerName: 'Venue', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 150 },
  { field: 'country', headerName: 'Country', width: 160 },
];

const parseCommaSeparated = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export default function QuickFilterParser() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['New York'] } },
        }}
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseCommaSeparated,
              quickFilterFormatter: (values) => values.join(', '),
            },
          },
        }}
      />
    </Box>
  );
}
