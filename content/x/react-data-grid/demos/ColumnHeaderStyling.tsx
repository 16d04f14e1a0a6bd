import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, region: 'North', q1: 120, q2: 135, target: 500 },
  { id: 2, region: 'South', q1: 98, q2: 110, target: 420 },
  { id: 3, region: 'East', q1: 143, q2: 129, target: 560 },
  { id: 4, region: 'West', q1: 87, q2: 102, target: 380 },
  { id: 5, region: 'Central', q1: 110, q2: 118, target: 450 },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 130, headerClassName: 'header--key' },
  {
    field: 'q1',
    headerName: 'Q1',
    type: 'number',
    width: 100,
    headerAlign: 'center',
    align: 'center',
  },
  {
    field: 'q2',
    headerName: 'Q2',
    type: 'number',
    width: 100,
    headerAlign: 'center',
    align: 'center',
  },
  {
    field: 'target',
    headerName: 'Target',
    type: 'number',
    width: 120,
    // A function receives the header params and returns the class to apply.
    headerClassName: (params) => (params.field === 'target' ? 'header--goal' : ''),
  },
];

export default function ColumnHeaderStyling() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .header--key': { backgroundColor: 'primary.main', color: 'primary.contrastText' },
        '& .header--goal': { backgroundColor: 'success.light', fontWeight: 700 },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
