import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, title: 'Dune', author: 'Frank Herbert', year: 1965, pages: 412, inStock: true },
  { id: 2, title: 'Neuromancer', author: 'William Gibson', year: 1984, pages: 271, inStock: false },
  { id: 3, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, pages: 264, inStock: true },
  { id: 4, title: 'Solaris', author: 'Stanisław Lem', year: 1961, pages: 204, inStock: true },
  { id: 5, title: 'Hyperion', author: 'Dan Simmons', year: 1989, pages: 482, inStock: false },
  {
    id: 6,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    year: 1974,
    pages: 387,
    inStock: true,
  },
  { id: 7, title: 'Foundation', author: 'Isaac Asimov', year: 1951, pages: 255, inStock: true },
  { id: 8, title: 'Snow Crash', author: 'Neal Stephenson', year: 1992, pages: 480, inStock: false },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 150 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value) => value,
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
];

export default function OverviewBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection />
    </Box>
  );
}
