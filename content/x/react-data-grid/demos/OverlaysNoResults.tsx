import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridOverlay,
  GridSlotProps,
  gridQuickFilterValuesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Basil', type: 'Herb', sunlight: 'Full sun' },
  { id: 2, name: 'Fern', type: 'Foliage', sunlight: 'Shade' },
  { id: 3, name: 'Lavender', type: 'Shrub', sunlight: 'Full sun' },
  { id: 4, name: 'Mint', type: 'Herb', sunlight: 'Partial shade' },
  { id: 5, name: 'Hosta', type: 'Foliage', sunlight: 'Shade' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 130 },
  { field: 'type', headerName: 'Type', width: 130 },
  { field: 'sunlight', headerName: 'Sunlight', width: 150 },
];

function NoMatchingPlants(props: GridSlotProps['noResultsOverlay']) {
  // Components rendered by the grid can read its state through the API context.
  const apiRef = useGridApiContext();
  const searchWords = useGridSelector(apiRef, gridQuickFilterValuesSelector) ?? [];

  return (
    <GridOverlay {...props}>
      <Box sx={{ textAlign: 'center', px: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 'medium' }}>
          {searchWords.length > 0
            ? `No plant matches "${searchWords.join(' ')}".`
            : 'No plant matches the current filters.'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Clear the search field or the filters to see every plant.
        </Typography>
      </Box>
    </GridOverlay>
  );
}

export default function OverlaysNoResults() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['cactus'] } } }}
        slots={{ noResultsOverlay: NoMatchingPlants }}
      />
    </Box>
  );
}
