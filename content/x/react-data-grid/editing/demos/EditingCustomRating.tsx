import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  place: string;
  city: string;
  stars: number;
}

const rows: Review[] = [
  { id: 1, place: 'Casa Lupita', city: 'Mexico City', stars: 4 },
  { id: 2, place: 'Noodle Corner', city: 'Singapore', stars: 5 },
  { id: 3, place: 'The Copper Pot', city: 'Dublin', stars: 3 },
  { id: 4, place: 'Green Table', city: 'Portland', stars: 2 },
];

function RatingEditCell(props: GridRenderEditCellParams<Review, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Move the keyboard focus into the component when the cell is focused,
  // so arrow keys change the rating right away.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      const checked = ref.current?.querySelector<HTMLInputElement>('input:checked');
      (checked ?? ref.current?.querySelector<HTMLInputElement>('input'))?.focus();
    }
  }, [hasFocus]);

  const handleChange = (event: React.SyntheticEvent, newValue: number | null) => {
    // Store the new value in the grid's editing state. It is saved when editing stops.
    apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating ref={ref} name={`stars-${id}`} value={value ?? 0} onChange={handleChange} />
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'place', headerName: 'Place', width: 170 },
  { field: 'city', headerName: 'City', width: 140 },
  {
    field: 'stars',
    headerName: 'Rating',
    type: 'number',
    width: 180,
    editable: true,
    headerAlign: 'left',
    align: 'left',
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Review, number>) => (
      <Rating value={params.value ?? 0} readOnly size="small" />
    ),
    renderEditCell: (params: GridRenderEditCellParams<Review, number>) => (
      <RatingEditCell {...params} />
    ),
  },
];

export default function EditingCustomRating() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
