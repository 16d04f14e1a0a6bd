import * as React from 'react';
import Box from '@mui/material/Box';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  email: string;
  team: string;
}

const rows: Member[] = [
  { id: 1, name: 'Ama Owusu', email: 'ama@example.com', team: 'Platform' },
  { id: 2, name: 'Björn Lind', email: 'bjorn@example.com', team: 'Mobile' },
  { id: 3, name: 'Carla Ruiz', email: 'carla@example.com', team: 'Design' },
  { id: 4, name: 'Dev Patel', email: 'dev@example.com', team: 'Platform' },
  { id: 5, name: 'Emi Sato', email: 'emi@example.com', team: 'Data' },
];

const columns: GridColDef<Member>[] = [
  {
    field: 'member',
    headerName: 'Member',
    flex: 1,
    minWidth: 220,
    display: 'flex',
    // Sorting, filtering and quick search use this string.
    valueGetter: (_value, row) => `${row.name} ${row.email}`,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>{row.name.charAt(0)}</Avatar>
        <Box sx={{ minWidth: 0, lineHeight: 1.2 }}>
          <Typography variant="body2" noWrap>
            {row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {row.email}
          </Typography>
        </Box>
      </Box>
    ),
  },
  { field: 'team', headerName: 'Team', width: 130 },
];

export default function ColumnRecipesTwoFields() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={60} hideFooter />
    </Box>
  );
}
