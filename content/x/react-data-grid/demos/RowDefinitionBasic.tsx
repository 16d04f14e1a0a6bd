import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545923 },
  { id: 2, city: 'Porto', country: 'Portugal', population: 231962 },
  { id: 3, city: 'Valencia', country: 'Spain', population: 792492 },
  { id: 4, city: 'Seville', country: 'Spain', population: 684234 },
  { id: 5, city: 'Lyon', country: 'France', population: 522250 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 160 },
  { field: 'country', headerName: 'Country', width: 160 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

export default function RowDefinitionBasic() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
