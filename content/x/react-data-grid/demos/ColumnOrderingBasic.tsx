import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, flight: 'LX 318', origin: 'ZRH', destination: 'LHR', gate: 'A52', status: 'Boarding' },
  { id: 2, flight: 'AF 1145', origin: 'CDG', destination: 'MAD', gate: 'F21', status: 'On time' },
  { id: 3, flight: 'KL 1007', origin: 'AMS', destination: 'LHR', gate: 'D7', status: 'Delayed' },
  { id: 4, flight: 'SK 1467', origin: 'CPH', destination: 'OSL', gate: 'B9', status: 'On time' },
  { id: 5, flight: 'IB 3170', origin: 'MAD', destination: 'CDG', gate: 'J44', status: 'Cancelled' },
];

const columns: GridColDef[] = [
  // Stays first: it cannot be dragged, and other columns cannot be dropped before it.
  { field: 'flight', headerName: 'Flight', width: 110, disableReorder: true },
  { field: 'origin', headerName: 'From', width: 90 },
  { field: 'destination', headerName: 'To', width: 90 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function ColumnOrderingBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
