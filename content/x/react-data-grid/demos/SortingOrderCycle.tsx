import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, player: 'Ines Duarte', country: 'Portugal', wins: 31, rating: 2480 },
  { id: 2, player: 'Kofi Mensah', country: 'Ghana', wins: 27, rating: 2415 },
  {
    id: 3,
    player: 'Sara Lindqvist',
    country: 'Sweden',
    wins: 35,
    rating: 2530,
  },
  { id: 4, player: 'Hiro Tanaka', country: 'Japan', wins: 22, rating: 2390 },
  { id: 5, player: 'Amara Obi', country: 'Nigeria', wins: 29, rating: 2455 },
];

const columns: GridColDef[] = [
  // This column keeps the full cycle, unsorted included.
  {
    field: 'player',
    headerName: 'Player',
    flex: 1,
    minWidth: 150,
    sortingOrder: ['asc', 'desc', null],
  },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'wins', headerName: 'Wins', type: 'number', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 110 },
];

export default function SortingOrderCycle() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="body2" role="status">
        sortModel: <code>{JSON.stringify(sortModel)}</code>
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortingOrder={['desc', 'asc']}
          onSortModelChange={(newSortModel) => setSortModel(newSortModel)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
