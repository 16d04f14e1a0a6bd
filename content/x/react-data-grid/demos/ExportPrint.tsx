import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, guest: 'Amara Okafor', table: 4, meal: 'Vegetarian', rsvp: 'Yes' },
  { id: 2, guest: 'Björn Lund', table: 2, meal: 'Fish', rsvp: 'Yes' },
  { id: 3, guest: 'Chloé Martin', table: 4, meal: 'Vegan', rsvp: 'No' },
  { id: 4, guest: 'Dev Sharma', table: 1, meal: 'Chicken', rsvp: 'Yes' },
  { id: 5, guest: 'Eva Horvat', table: 3, meal: 'Fish', rsvp: 'Yes' },
];

const columns: GridColDef[] = [
  { field: 'guest', headerName: 'Guest', width: 170 },
  { field: 'table', headerName: 'Table', type: 'number', width: 90 },
  { field: 'meal', headerName: 'Meal', width: 130 },
  { field: 'rsvp', headerName: 'RSVP', width: 90 },
];

export default function ExportPrint() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.exportDataAsPrint({
              fileName: 'Seating plan',
              fields: ['guest', 'table', 'meal'],
              hideFooter: true,
              hideToolbar: true,
              pageStyle: '@page { size: A4 portrait; margin: 12mm; }',
            })
          }
        >
          Print seating plan
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
