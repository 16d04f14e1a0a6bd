import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    patient: 'R. Almeida',
    ward: 'Cardiology',
    age: 64,
    admitted: new Date(2025, 2, 3),
    discharged: false,
  },
  {
    id: 2,
    patient: 'S. Novak',
    ward: 'Orthopedics',
    age: 41,
    admitted: new Date(2025, 2, 5),
    discharged: true,
  },
  {
    id: 3,
    patient: 'L. Brennan',
    ward: 'Cardiology',
    age: 72,
    admitted: new Date(2025, 2, 6),
    discharged: false,
  },
  {
    id: 4,
    patient: 'A. Osei',
    ward: 'Neurology',
    age: 35,
    admitted: new Date(2025, 2, 8),
    discharged: true,
  },
  {
    id: 5,
    patient: 'M. Ivanova',
    ward: 'Orthopedics',
    age: 58,
    admitted: new Date(2025, 2, 9),
    discharged: false,
  },
  {
    id: 6,
    patient: 'K. Yamada',
    ward: 'Neurology',
    age: 67,
    admitted: new Date(2025, 2, 11),
    discharged: false,
  },
  {
    id: 7,
    patient: 'J. Moreau',
    ward: 'Cardiology',
    age: 49,
    admitted: new Date(2025, 2, 12),
    discharged: true,
  },
];

const columns: GridColDef[] = [
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 140 },
  {
    field: 'ward',
    headerName: 'Ward',
    type: 'singleSelect',
    valueOptions: ['Cardiology', 'Neurology', 'Orthopedics'],
    width: 150,
  },
  { field: 'age', headerName: 'Age', type: 'number', width: 110 },
  { field: 'admitted', headerName: 'Admitted', type: 'date', width: 160 },
  { field: 'discharged', headerName: 'Discharged', type: 'boolean', width: 130 },
];

export default function HeaderFiltersBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        hideFooter
        initialState={{
          filter: { filterModel: { items: [{ field: 'age', operator: '>', value: 50 }] } },
        }}
      />
    </Box>
  );
}
