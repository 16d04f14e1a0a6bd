import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, dish: 'Margherita', course: 'Main', chef: 'Giulia', minutes: 15 },
  { id: 2, dish: 'Burrata salad', course: 'Starter', chef: 'Marco', minutes: 8 },
  { id: 3, dish: 'Tiramisu', course: 'Dessert', chef: 'Giulia', minutes: 25 },
  { id: 4, dish: 'Risotto ai funghi', course: 'Main', chef: 'Marco', minutes: 30 },
  { id: 5, dish: 'Bruschetta', course: 'Starter', chef: 'Sofia', minutes: 10 },
  { id: 6, dish: 'Panna cotta', course: 'Dessert', chef: 'Sofia', minutes: 20 },
];

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', width: 180 },
  { field: 'course', headerName: 'Course', width: 120 },
  { field: 'chef', headerName: 'Chef', width: 120 },
  { field: 'minutes', headerName: 'Prep time (min)', type: 'number', width: 150 },
];

// The grouping column shows the course on group rows and the dish on leaf rows.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Menu',
  width: 240,
  leafField: 'dish',
};

export default function RowGroupingColDef() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['course'] },
          columns: { columnVisibilityModel: { dish: false, course: false } },
        }}
        hideFooter
      />
    </Box>
  );
}
