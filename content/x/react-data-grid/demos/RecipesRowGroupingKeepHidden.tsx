import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, sport: 'Cycling', athlete: 'Marianne Vos', country: 'Netherlands', wins: 32 },
  { id: 2, sport: 'Cycling', athlete: 'Tadej Pogačar', country: 'Slovenia', wins: 88 },
  { id: 3, sport: 'Tennis', athlete: 'Iga Świątek', country: 'Poland', wins: 22 },
  { id: 4, sport: 'Tennis', athlete: 'Carlos Alcaraz', country: 'Spain', wins: 16 },
  { id: 5, sport: 'Athletics', athlete: 'Faith Kipyegon', country: 'Kenya', wins: 19 },
  { id: 6, sport: 'Athletics', athlete: 'Armand Duplantis', country: 'Sweden', wins: 27 },
];

const columns: GridColDef[] = [
  { field: 'sport', headerName: 'Sport', width: 130 },
  { field: 'athlete', headerName: 'Athlete', width: 190 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'wins', headerName: 'Wins', type: 'number', width: 100 },
];

export default function RecipesRowGroupingKeepHidden() {
  const apiRef = useGridApiRef();

  // Hides a column while it is a grouping criterion and shows it again when it is removed.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['sport'] } },
  });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
