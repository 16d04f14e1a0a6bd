import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';

const rows = [
  { id: 1, city: 'Berlin', state: 'Berlin', population: 3_755_251 },
  { id: 2, city: 'Hamburg', state: 'Hamburg', population: 1_892_122 },
  { id: 3, city: 'München', state: 'Bayern', population: 1_512_491 },
  { id: 4, city: 'Köln', state: 'Nordrhein-Westfalen', population: 1_084_831 },
  { id: 5, city: 'Frankfurt am Main', state: 'Hessen', population: 773_068 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'Stadt', width: 170 },
  { field: 'state', headerName: 'Bundesland', width: 200 },
  { field: 'population', headerName: 'Einwohner', type: 'number', width: 140 },
];

export default function LocalizationTheme() {
  // Extend the surrounding theme with the German grid translations.
  const theme = useTheme();
  const themeWithLocale = React.useMemo(() => createTheme(theme, deDE), [theme]);

  return (
    <ThemeProvider theme={themeWithLocale}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} checkboxSelection showToolbar />
      </Box>
    </ThemeProvider>
  );
}
