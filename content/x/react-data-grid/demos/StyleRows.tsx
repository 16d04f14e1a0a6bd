import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowClassNameParams, gridClasses } from '@mui/x-data-grid';

interface Project {
  id: number;
  name: string;
  owner: string;
  status: 'Active' | 'At risk' | 'Archived';
  budget: number;
}

const rows: Project[] = [
  { id: 1, name: 'Website redesign', owner: 'Amara', status: 'Active', budget: 42000 },
  { id: 2, name: 'Mobile app', owner: 'Jonas', status: 'At risk', budget: 88000 },
  { id: 3, name: 'Billing migration', owner: 'Priya', status: 'Active', budget: 56000 },
  { id: 4, name: 'Intranet', owner: 'Lucas', status: 'Archived', budget: 12000 },
  { id: 5, name: 'Data warehouse', owner: 'Mei', status: 'At risk', budget: 130000 },
  { id: 6, name: 'Help centre', owner: 'Omar', status: 'Archived', budget: 9000 },
];

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 160 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'budget', headerName: 'Budget (€)', type: 'number', width: 130 },
];

// Defined outside the component, so the grid gets the same function on every render.
function getRowClassName(params: GridRowClassNameParams<Project>) {
  if (params.row.status === 'At risk') {
    return 'project--at-risk';
  }
  if (params.row.status === 'Archived') {
    return 'project--archived';
  }
  return '';
}

export default function StyleRows() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
        sx={(theme) => {
          const warning = (theme.vars ?? theme).palette.warning.main;
          return {
            [`& .${gridClasses.row}.project--at-risk`]: {
              backgroundColor: theme.alpha(warning, 0.16),
              // Restate the hover and selected backgrounds, or the tint replaces them.
              '&:hover': { backgroundColor: theme.alpha(warning, 0.24) },
              '&.Mui-selected': { backgroundColor: theme.alpha(warning, 0.32) },
            },
            [`& .${gridClasses.row}.project--archived`]: {
              color: 'text.secondary',
              fontStyle: 'italic',
            },
          };
        }}
      />
    </Box>
  );
}
