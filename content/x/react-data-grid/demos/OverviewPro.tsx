import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridRowsProp } from '@mui/x-data-grid-pro';

const rows: GridRowsProp = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545, area: 100, founded: '1179' },
  { id: 2, city: 'Porto', country: 'Portugal', population: 232, area: 41, founded: '868' },
  { id: 3, city: 'Lyon', country: 'France', population: 522, area: 48, founded: '43 BC' },
  { id: 4, city: 'Nantes', country: 'France', population: 320, area: 65, founded: '70 BC' },
  { id: 5, city: 'Graz', country: 'Austria', population: 298, area: 127, founded: '1128' },
  { id: 6, city: 'Ghent', country: 'Belgium', population: 265, area: 156, founded: '630' },
  { id: 7, city: 'Bergen', country: 'Norway', population: 291, area: 465, founded: '1070' },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 160 },
  { field: 'population', headerName: 'Population (k)', type: 'number', width: 160 },
  { field: 'area', headerName: 'Area (km²)', type: 'number', width: 160 },
  { field: 'founded', headerName: 'Founded', width: 160 },
];

export default function OverviewPro() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          pinnedColumns: { left: ['city'] },
          sorting: {
            sortModel: [
              { field: 'country', sort: 'asc' },
              { field: 'population', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
