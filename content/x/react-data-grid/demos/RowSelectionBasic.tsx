import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, guest: 'Amelia Hart', room: '204', nights: 3, checkIn: 'Mon 14:00' },
  { id: 2, guest: 'Bilal Chaudhry', room: '117', nights: 1, checkIn: 'Mon 16:30' },
  { id: 3, guest: 'Clara Jensen', room: '310', nights: 5, checkIn: 'Tue 12:00' },
  { id: 4, guest: 'Dario Russo', room: '221', nights: 2, checkIn: 'Tue 18:15' },
  { id: 5, guest: 'Emi Suzuki', room: '108', nights: 4, checkIn: 'Wed 15:00' },
];

const columns: GridColDef[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
  { field: 'checkIn', headerName: 'Check-in', width: 120 },
];

export default function RowSelectionBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
