import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  // The names of the managers above this person, ending with the person's own name.
  hierarchy: string[];
  jobTitle: string;
  location: string;
}

const rows: Employee[] = [
  { id: 1, hierarchy: ['Maria Lopez'], jobTitle: 'CEO', location: 'Madrid' },
  { id: 2, hierarchy: ['Maria Lopez', 'Kenji Sato'], jobTitle: 'CTO', location: 'Tokyo' },
  {
    id: 3,
    hierarchy: ['Maria Lopez', 'Kenji Sato', 'Ana Costa'],
    jobTitle: 'Engineering manager',
    location: 'Porto',
  },
  {
    id: 4,
    hierarchy: ['Maria Lopez', 'Kenji Sato', 'Ana Costa', 'Liam Walsh'],
    jobTitle: 'Frontend engineer',
    location: 'Dublin',
  },
  {
    id: 5,
    hierarchy: ['Maria Lopez', 'Kenji Sato', 'Ana Costa', 'Noor Haddad'],
    jobTitle: 'Backend engineer',
    location: 'Amman',
  },
  { id: 6, hierarchy: ['Maria Lopez', 'Grace Kim'], jobTitle: 'CFO', location: 'Seoul' },
  {
    id: 7,
    hierarchy: ['Maria Lopez', 'Grace Kim', 'Omar Diallo'],
    jobTitle: 'Accountant',
    location: 'Dakar',
  },
  {
    id: 8,
    hierarchy: ['Maria Lopez', 'Grace Kim', 'Sara Novak'],
    jobTitle: 'Financial analyst',
    location: 'Prague',
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 200 },
  { field: 'location', headerName: 'Location', width: 140 },
];

const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

export default function TreeDataBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
