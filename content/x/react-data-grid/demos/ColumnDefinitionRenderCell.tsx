import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Review {
  id: number;
  restaurant: string;
  stars: number;
}

const rows: Review[] = [
  { id: 1, restaurant: 'Casa Lúcia', stars: 4 },
  { id: 2, restaurant: 'Noodle Bar 88', stars: 5 },
  { id: 3, restaurant: 'The Green Fork', stars: 3 },
  { id: 4, restaurant: 'Bistro Pomme', stars: 2 },
  { id: 5, restaurant: 'Smokehouse Row', stars: 4 },
];

const columns: GridColDef<Review>[] = [
  { field: 'restaurant', headerName: 'Restaurant', flex: 1, minWidth: 160 },
  {
    field: 'stars',
    headerName: 'Rating',
    type: 'number',
    width: 160,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Review, number>) => (
      <Rating
        readOnly
        size="small"
        value={params.value ?? 0}
        aria-label={`${params.value} out of 5 stars`}
      />
    ),
  },
  {
    field: 'open',
    headerName: 'Details',
    width: 130,
    sortable: false,
    filterable: false,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Review>) => (
      <Button
        size="small"
        variant="outlined"
        href={`#review-${params.row.id}`}
        aria-label={`Open review of ${params.row.restaurant}`}
      >
        Open
      </Button>
    ),
  },
];

export default function ColumnDefinitionRenderCell() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
