import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545923, area: 100 },
  { id: 2, city: 'Porto', country: 'Portugal', population: 231800, area: 41 },
  { id: 3, city: 'Lyon', country: 'France', population: 522250, area: 48 },
  { id: 4, city: 'Ghent', country: 'Belgium', population: 265086, area: 156 },
  { id: 5, city: 'Graz', country: 'Austria', population: 298479, area: 127 },
  { id: 6, city: 'Tartu', country: 'Estonia', population: 97759, area: 39 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
  { field: 'area', headerName: 'Area (km²)', type: 'number', width: 130 },
];

export default function StyleSx() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          // Styles for the root element itself.
          borderColor: 'primary.main',
          // Styles for elements inside the grid, targeted by their class.
          [`& .${gridClasses.columnHeader}`]: {
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12),
          },
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 'bold',
          },
          [`& .${gridClasses.cell}`]: {
            fontVariantNumeric: 'tabular-nums',
          },
        })}
      />
    </Box>
  );
}
