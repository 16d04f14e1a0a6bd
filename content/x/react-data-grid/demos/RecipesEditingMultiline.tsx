import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Note {
  id: number;
  customer: string;
  notes: string;
}

const rows: Note[] = [
  {
    id: 1,
    customer: 'Harbor Café',
    notes: 'Prefers deliveries before 9 am.\nSide entrance, ring twice.',
  },
  {
    id: 2,
    customer: 'Linden Books',
    notes: 'Invoice to the head office, not the shop.',
  },
  {
    id: 3,
    customer: 'Blue Fern Studio',
    notes:
      'Asked for samples of the recycled paper range.\nFollow up in March.\nContact: Ada (studio manager).',
  },
  { id: 4, customer: 'Maple Clinic', notes: '' },
];

const columns: GridColDef<Note>[] = [
  { field: 'customer', headerName: 'Customer', width: 170, editable: true },
  { field: 'notes', headerName: 'Notes', type: 'longText', flex: 1, minWidth: 260, editable: true },
];

export default function RecipesEditingMultiline() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
