import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  score: number;
}

const rows: Review[] = [
  { id: 1, product: 'Desk lamp', score: 4 },
  { id: 2, product: 'Standing desk', score: 5 },
  { id: 3, product: 'Monitor arm', score: 3 },
  { id: 4, product: 'Ergonomic chair', score: 2 },
  { id: 5, product: 'Cable tray', score: 4 },
];

function RatingEditCell(props: GridRenderEditCellParams<Review, number>) {
  const { id, field, value, row } = props;
  const apiRef = useGridApiContext();

  return (
    <Rating
      name={`score-${id}`}
      value={value ?? 0}
      aria-label={`Score for ${row.product}`}
      onChange={(_event, newValue) => {
        apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
      }}
      sx={{ px: 1 }}
    />
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'score',
    headerName: 'Score',
    type: 'number',
    width: 180,
    editable: true,
    display: 'flex',
    renderCell: (params) => (
      <Rating value={params.value ?? 0} readOnly aria-label={`${params.value} stars`} />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function CustomColumnsEditCell() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
