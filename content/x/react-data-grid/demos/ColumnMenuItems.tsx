import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnMenu, GridColumnMenuProps } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Dune', author: 'Frank Herbert', year: 1965 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
  { id: 5, title: 'Neuromancer', author: 'William Gibson', year: 1984 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', flex: 1 },
  { field: 'year', headerName: 'Year', type: 'number', width: 110 },
];

function CompactColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // Remove the "Hide column" and "Manage columns" entries.
        columnMenuColumnsItem: null,
      }}
      slotProps={{
        // Show "Filter" above the sort entries.
        columnMenuFilterItem: { displayOrder: 0 },
      }}
    />
  );
}

export default function ColumnMenuItems() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: CompactColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
