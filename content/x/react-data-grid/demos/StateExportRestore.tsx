import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridInitialState, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, recipe: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30, vegetarian: true },
  { id: 2, recipe: 'Pad thai', cuisine: 'Thai', minutes: 25, vegetarian: false },
  { id: 3, recipe: 'Ratatouille', cuisine: 'French', minutes: 75, vegetarian: true },
  { id: 4, recipe: 'Bibimbap', cuisine: 'Korean', minutes: 45, vegetarian: false },
  { id: 5, recipe: 'Chana masala', cuisine: 'Indian', minutes: 40, vegetarian: true },
  { id: 6, recipe: 'Pierogi', cuisine: 'Polish', minutes: 90, vegetarian: true },
  { id: 7, recipe: 'Feijoada', cuisine: 'Brazilian', minutes: 180, vegetarian: false },
];

const columns: GridColDef[] = [
  { field: 'recipe', headerName: 'Recipe', flex: 1, minWidth: 150 },
  { field: 'cuisine', headerName: 'Cuisine', width: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 120 },
];

function describe(state: GridInitialState) {
  const sort = state.sorting?.sortModel?.[0];
  const filters = state.filter?.filterModel?.items?.length ?? 0;
  const hidden = Object.values(state.columns?.columnVisibilityModel ?? {}).filter(
    (visible) => !visible,
  ).length;
  return [
    sort ? `sorted by ${sort.field} (${sort.sort})` : 'not sorted',
    `${filters} filter(s)`,
    `${hidden} hidden column(s)`,
  ].join(', ');
}

export default function StateExportRestore() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const saveView = () => {
    if (apiRef.current) {
      setSaved(apiRef.current.exportState());
    }
  };

  const restoreView = () => {
    if (apiRef.current && saved) {
      apiRef.current.restoreState(saved);
    }
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={saveView}>
          Save view
        </Button>
        <Button size="small" variant="outlined" onClick={restoreView} disabled={!saved}>
          Restore saved view
        </Button>
        <Typography variant="body2" aria-live="polite">
          {saved ? `Saved: ${describe(saved)}` : 'Sort, filter or hide columns, then save.'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
