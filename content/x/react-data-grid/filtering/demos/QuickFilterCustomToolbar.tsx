import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, recipe: 'Shakshuka', cuisine: 'North African', main: 'Eggs', minutes: 30 },
  { id: 2, recipe: 'Pad kra pao', cuisine: 'Thai', main: 'Pork', minutes: 20 },
  { id: 3, recipe: 'Mujadara', cuisine: 'Levantine', main: 'Lentils', minutes: 50 },
  { id: 4, recipe: 'Chilaquiles', cuisine: 'Mexican', main: 'Tortillas', minutes: 25 },
  { id: 5, recipe: 'Okonomiyaki', cuisine: 'Japanese', main: 'Cabbage', minutes: 35 },
  { id: 6, recipe: 'Dal tadka', cuisine: 'Indian', main: 'Lentils', minutes: 40 },
];

const columns: GridColDef[] = [
  { field: 'recipe', headerName: 'Recipe', flex: 1, minWidth: 150 },
  { field: 'cuisine', headerName: 'Cuisine', width: 150 },
  { field: 'main', headerName: 'Main ingredient', width: 160 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter expanded style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 1 }}>
        <QuickFilterControl
          label="Search recipes"
          placeholder="Recipe, cuisine or ingredient"
          size="small"
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <QuickFilterClear aria-label="Clear search" size="small">
          <CloseIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterCustomToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SearchToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
