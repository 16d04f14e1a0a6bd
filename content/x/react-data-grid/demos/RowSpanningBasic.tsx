import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, day: 'Monday', time: '09:00', room: 'A1', session: 'Keynote' },
  { id: 2, day: 'Monday', time: '10:30', room: 'A1', session: 'State of the web' },
  { id: 3, day: 'Monday', time: '10:30', room: 'B2', session: 'Testing workshop' },
  { id: 4, day: 'Monday', time: '13:00', room: 'B2', session: 'Testing workshop' },
  { id: 5, day: 'Tuesday', time: '09:00', room: 'A1', session: 'Design systems' },
  { id: 6, day: 'Tuesday', time: '09:00', room: 'B2', session: 'Accessibility clinic' },
  { id: 7, day: 'Tuesday', time: '11:00', room: 'A1', session: 'Closing panel' },
];

const columns: GridColDef[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'session', headerName: 'Session', flex: 1, minWidth: 180 },
];

export default function RowSpanningBasic() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
