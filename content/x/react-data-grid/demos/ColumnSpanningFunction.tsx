import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Slot {
  id: number;
  time: string;
  room: string;
  speaker: string;
  topic: string;
  isBreak?: boolean;
}

const rows: Slot[] = [
  { id: 1, time: '09:00', room: 'Main hall', speaker: 'R. Kaur', topic: 'Keynote' },
  { id: 2, time: '10:00', room: 'Room A', speaker: 'D. Silva', topic: 'Typed forms' },
  { id: 3, time: '11:00', room: 'Coffee break', speaker: '', topic: '', isBreak: true },
  { id: 4, time: '11:30', room: 'Room B', speaker: 'K. Mensah', topic: 'Testing grids' },
  {
    id: 5,
    time: '12:30',
    room: 'Lunch, served in the foyer',
    speaker: '',
    topic: '',
    isBreak: true,
  },
  { id: 6, time: '13:30', room: 'Room A', speaker: 'L. Fischer', topic: 'Accessible tables' },
];

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  {
    field: 'room',
    headerName: 'Room',
    width: 160,
    // Break rows cover the room, speaker and topic columns.
    colSpan: (_value, row) => (row.isBreak ? 3 : undefined),
    cellClassName: (params) => (params.row.isBreak ? 'slot--break' : ''),
  },
  { field: 'speaker', headerName: 'Speaker', width: 140 },
  { field: 'topic', headerName: 'Topic', flex: 1, minWidth: 160 },
];

export default function ColumnSpanningFunction() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .slot--break': {
          fontStyle: 'italic',
          bgcolor: 'action.hover',
          justifyContent: 'center',
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} showCellVerticalBorder hideFooter />
    </Box>
  );
}
