import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

const STORAGE_KEY = 'filtering-recipes-demo:filter-model';
const EMPTY_MODEL: GridFilterModel = { items: [] };

function loadFilterModel(): GridFilterModel {
  if (typeof window === 'undefined') {
    return EMPTY_MODEL;
  }
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    // Only trust data with the expected shape
    if (saved && Array.isArray(saved.items)) {
      return saved as GridFilterModel;
    }
  } catch {
    // Invalid JSON: start without filters
  }
  return EMPTY_MODEL;
}

function saveFilterModel(model: GridFilterModel) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
  } catch {
    // Storage full or disabled: filters still work, they are just not saved
  }
}

const rows = [
  { id: 1, plant: 'Monstera', room: 'Living room', light: 'Indirect', waterEveryDays: 7 },
  { id: 2, plant: 'Snake plant', room: 'Bedroom', light: 'Low', waterEveryDays: 14 },
  { id: 3, plant: 'Basil', room: 'Kitchen', light: 'Direct', waterEveryDays: 2 },
  { id: 4, plant: 'Pothos', room: 'Office', light: 'Low', waterEveryDays: 7 },
  { id: 5, plant: 'Fiddle-leaf fig', room: 'Living room', light: 'Direct', waterEveryDays: 7 },
  { id: 6, plant: 'Peace lily', room: 'Bedroom', light: 'Indirect', waterEveryDays: 5 },
];

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 140 },
  { field: 'room', headerName: 'Room', width: 130 },
  {
    field: 'light',
    headerName: 'Light',
    type: 'singleSelect',
    valueOptions: ['Low', 'Indirect', 'Direct'],
    width: 110,
  },
  { field: 'waterEveryDays', headerName: 'Water every (days)', type: 'number', width: 160 },
];

export default function FilteringRecipesLocalStorage() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(loadFilterModel);

  const handleFilterModelChange = (newModel: GridFilterModel) => {
    setFilterModel(newModel);
    saveFilterModel(newModel);
  };

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button
          variant="outlined"
          size="small"
          onClick={() => handleFilterModelChange(EMPTY_MODEL)}
        >
          Clear saved filters
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
