import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowsProp, GridSortModel } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, planet: 'Mercury', moons: 0, diameter: 4879 },
  { id: 2, planet: 'Venus', moons: 0, diameter: 12104 },
  { id: 3, planet: 'Earth', moons: 1, diameter: 12742 },
  { id: 4, planet: 'Mars', moons: 2, diameter: 6779 },
  { id: 5, planet: 'Jupiter', moons: 95, diameter: 139820 },
  { id: 6, planet: 'Saturn', moons: 146, diameter: 116460 },
];

const columns: GridColDef[] = [
  { field: 'planet', headerName: 'Planet', width: 140 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 140 },
  { field: 'diameter', headerName: 'Diameter (km)', type: 'number', width: 150 },
];

export default function FaqControlledState() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'diameter', sort: 'desc' },
  ]);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel([{ field: 'moons', sort: 'desc' }])}
        >
          Most moons first
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([])}>
          Clear sorting
        </Button>
        <Typography variant="body2" component="code">
          sortModel: {JSON.stringify(sortModel)}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
