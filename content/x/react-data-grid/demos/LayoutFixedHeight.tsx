import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  station: `Station ${String.fromCharCode(65 + index)}`,
  temperature: 12 + ((index * 5) % 11),
  humidity: 40 + ((index * 13) % 45),
}));

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 140 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 130 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
];

export default function LayoutFixedHeight() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
