import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

const stations = ['North', 'Harbour', 'Airport', 'Hill', 'Valley', 'Bridge'];

const rows = Array.from({ length: 32 }, (_, index) => ({
  id: index + 1,
  station: `${stations[index % stations.length]} ${Math.floor(index / stations.length) + 1}`,
  temperature: 8 + ((index * 7) % 15),
  humidity: 40 + ((index * 11) % 50),
}));

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 140 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function PaginationControlled() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 1,
    pageSize: 5,
  });

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        paginationModel: <code>{JSON.stringify(paginationModel)}</code>
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
          density="compact"
        />
      </Box>
    </Box>
  );
}
