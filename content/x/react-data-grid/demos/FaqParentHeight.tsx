import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, airport: 'LIS', city: 'Lisbon', gates: 62 },
  { id: 2, airport: 'OSL', city: 'Oslo', gates: 71 },
  { id: 3, airport: 'VIE', city: 'Vienna', gates: 88 },
  { id: 4, airport: 'ZRH', city: 'Zurich', gates: 77 },
  { id: 5, airport: 'CPH', city: 'Copenhagen', gates: 108 },
  { id: 6, airport: 'DUB', city: 'Dublin', gates: 54 },
];

const columns: GridColDef[] = [
  { field: 'airport', headerName: 'Code', width: 100 },
  { field: 'city', headerName: 'City', width: 160 },
  { field: 'gates', headerName: 'Gates', type: 'number', width: 100 },
];

export default function FaqParentHeight() {
  // The parent has a fixed height, so the grid knows how much room it can fill.
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
