import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GetApplyQuickFilterFn } from '@mui/x-data-grid';

type Part = { id: number; code: string; name: string; year: number; notes: string };

const rows: Part[] = [
  { id: 1, code: 'BRK-2041', name: 'Brake pad set', year: 2019, notes: 'Fits front axle only' },
  {
    id: 2,
    code: 'FLT-0072',
    name: 'Oil filter',
    year: 2021,
    notes: 'Replaces BRK-2041 kit filter',
  },
  { id: 3, code: 'BRK-3310', name: 'Brake disc', year: 2020, notes: 'Sold in pairs' },
  { id: 4, code: 'LMP-0912', name: 'Headlamp bulb', year: 2021, notes: '' },
  {
    id: 5,
    code: 'FLT-1188',
    name: 'Cabin air filter',
    year: 2018,
    notes: 'Carbon layer, 2020 spec',
  },
  { id: 6, code: 'BLT-0450', name: 'Timing belt', year: 2020, notes: 'Change every 100,000 km' },
];

// Match codes from their first characters: "brk" finds BRK-2041 but "2041" does not.
const codeStartsWith: GetApplyQuickFilterFn<Part, string> = (value) => {
  if (!value) {
    return null;
  }
  const search = String(value).toLowerCase();
  return (cellValue) => cellValue != null && cellValue.toLowerCase().startsWith(search);
};

// Match years from their first digits: "202" finds 2020 and 2021.
const yearStartsWith: GetApplyQuickFilterFn<Part, number> = (value) => {
  if (!value) {
    return null;
  }
  return (cellValue) => cellValue != null && String(cellValue).startsWith(String(value));
};

const columns: GridColDef<Part>[] = [
  { field: 'code', headerName: 'Code', width: 120, getApplyQuickFilterFn: codeStartsWith },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
    getApplyQuickFilterFn: yearStartsWith,
  },
  // Never searched by the quick filter
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 200,
    getApplyQuickFilterFn: () => null,
  },
];

export default function QuickFilterColumnFn() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['brk'] } } }}
      />
    </Box>
  );
}
