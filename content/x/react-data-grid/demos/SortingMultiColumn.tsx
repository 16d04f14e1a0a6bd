import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, team: 'Falcons', player: 'Jonas Berg', position: 'Forward', goals: 12 },
  { id: 2, team: 'Harriers', player: 'Tariq Aziz', position: 'Midfield', goals: 7 },
  { id: 3, team: 'Falcons', player: 'Malik Osei', position: 'Midfield', goals: 7 },
  { id: 4, team: 'Harriers', player: 'Leo Santos', position: 'Forward', goals: 15 },
  { id: 5, team: 'Falcons', player: 'Ewan Reid', position: 'Defender', goals: 2 },
  { id: 6, team: 'Harriers', player: 'Nils Ek', position: 'Defender', goals: 1 },
  { id: 7, team: 'Falcons', player: 'Arjun Rao', position: 'Forward', goals: 9 },
];

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'player', headerName: 'Player', width: 160 },
  { field: 'position', headerName: 'Position', width: 130 },
  { field: 'goals', headerName: 'Goals', type: 'number', width: 100 },
];

export default function SortingMultiColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          sorting: {
            sortModel: [
              { field: 'team', sort: 'asc' },
              { field: 'goals', sort: 'desc' },
            ],
          },
        }}
        hideFooter
      />
    </Box>
  );
}
