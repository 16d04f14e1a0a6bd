import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Aspen', height: 25, age: 60 },
  { id: 2, name: 'Baobab', height: 20, age: 1000 },
  { id: 3, name: 'Cedar', height: 35, age: 300 },
  { id: 4, name: 'Douglas fir', height: 70, age: 500 },
  { id: 5, name: 'Elm', height: 30, age: 150 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Tree', width: 160 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 130 },
  { field: 'age', headerName: 'Typical age (years)', type: 'number', width: 180 },
];

export default function SortingControlled() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'height', sort: 'asc' },
  ]);

  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        sortModel: <code>{JSON.stringify(sortModel)}</code>
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(newSortModel) => setSortModel(newSortModel)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
