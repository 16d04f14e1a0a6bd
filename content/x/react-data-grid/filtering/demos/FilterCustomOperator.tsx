import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValue,
  GridFilterOperator,
  GridValidRowModel,
  getGridStringOperators,
} from '@mui/x-data-grid';

const domainOperator: GridFilterOperator<GridValidRowModel, string> = {
  label: 'domain is',
  headerLabel: 'domain',
  value: 'domainIs',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    const domain = String(filterItem.value).trim().toLowerCase().replace(/^@/, '');
    return (value) => value != null && value.toLowerCase().endsWith(`@${domain}`);
  },
  InputComponent: GridFilterInputValue,
  getValueAsString: (value) => `@${value}`,
};

const rows = [
  { id: 1, name: 'Oskar Berg', email: 'oskar@fjordline.example', role: 'Buyer' },
  { id: 2, name: 'Lucía Fernández', email: 'lucia@solmar.example', role: 'Owner' },
  { id: 3, name: 'Hana Sato', email: 'hana.sato@fjordline.example', role: 'Accountant' },
  { id: 4, name: 'Marcus Webb', email: 'mwebb@greyhill.example', role: 'Buyer' },
  { id: 5, name: 'Amara Diallo', email: 'amara@solmar.example', role: 'Logistics' },
  { id: 6, name: 'Tuomas Virtanen', email: 't.virtanen@fjordline.example', role: 'Owner' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 220,
    filterOperators: [domainOperator, ...getGridStringOperators()],
  },
  { field: 'role', headerName: 'Role', width: 130 },
];

export default function FilterCustomOperator() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'email', operator: 'domainIs', value: 'fjordline.example' }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
