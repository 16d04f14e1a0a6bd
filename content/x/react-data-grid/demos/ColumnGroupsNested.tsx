import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, store: 'Harbour St', janOnline: 310, janInStore: 820, febOnline: 355, febInStore: 790 },
  { id: 2, store: 'Market Sq', janOnline: 145, janInStore: 640, febOnline: 170, febInStore: 610 },
  { id: 3, store: 'Riverside', janOnline: 420, janInStore: 380, febOnline: 460, febInStore: 395 },
  { id: 4, store: 'Old Town', janOnline: 90, janInStore: 1020, febOnline: 115, febInStore: 980 },
  { id: 5, store: 'Airport', janOnline: 60, janInStore: 1410, febOnline: 72, febInStore: 1375 },
];

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  { field: 'janOnline', headerName: 'Online', type: 'number', width: 100 },
  { field: 'janInStore', headerName: 'In store', type: 'number', width: 100 },
  { field: 'febOnline', headerName: 'Online', type: 'number', width: 100 },
  { field: 'febInStore', headerName: 'In store', type: 'number', width: 100 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'sales',
    headerName: 'Units sold',
    headerAlign: 'center',
    children: [
      {
        groupId: 'january',
        headerName: 'January',
        headerAlign: 'center',
        children: [{ field: 'janOnline' }, { field: 'janInStore' }],
      },
      {
        groupId: 'february',
        headerName: 'February',
        headerAlign: 'center',
        children: [{ field: 'febOnline' }, { field: 'febInStore' }],
      },
    ],
  },
];

export default function ColumnGroupsNested() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={40}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
