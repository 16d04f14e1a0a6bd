import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lisbon', temperature: 19, rainfall: 54 },
  { id: 2, city: 'Oslo', temperature: 4, rainfall: 63 },
  { id: 3, city: 'Nairobi', temperature: 21, rainfall: 38 },
  { id: 4, city: 'Osaka', temperature: 16, rainfall: 120 },
  { id: 5, city: 'Lima', temperature: 18, rainfall: 1 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 160,
    renderHeader: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <ThermostatIcon fontSize="small" color="error" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {params.colDef.headerName}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'rainfall',
    headerName: 'Rainfall (mm)',
    type: 'number',
    width: 160,
    renderHeader: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <WaterDropIcon fontSize="small" color="primary" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {params.colDef.headerName}
        </Typography>
      </Box>
    ),
  },
];

export default function ColumnHeaderRenderHeader() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
