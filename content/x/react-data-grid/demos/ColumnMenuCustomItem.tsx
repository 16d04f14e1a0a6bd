import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import { DataGrid, GridColDef, GridColumnMenuItemProps, useGridApiContext } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Ada', note: 'Prefers async standups', city: 'Rotterdam' },
  { id: 2, name: 'Bartholomew', note: 'Out on Fridays', city: 'São Paulo' },
  {
    id: 3,
    name: 'Chen',
    note: 'Owns the payments service and the ledger reconciler',
    city: 'Taipei',
  },
  { id: 4, name: 'Dagny', note: 'On call this week', city: 'Reykjavík' },
  { id: 5, name: 'Emeka', note: 'Mentor for the new hires', city: 'Lagos' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 90 },
  { field: 'note', headerName: 'Note', width: 140 },
  { field: 'city', headerName: 'City', width: 110 },
];

function FitColumnItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();

  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FitScreenIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

export default function ColumnMenuCustomItem() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{
          columnMenu: {
            slots: { columnMenuFitItem: FitColumnItem },
            slotProps: { columnMenuFitItem: { displayOrder: 5 } },
          },
        }}
      />
    </Box>
  );
}
