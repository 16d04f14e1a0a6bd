import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  GridValidRowModel,
} from '@mui/x-data-grid';

function RatingInputValue(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const rootRef = React.useRef<HTMLDivElement>(null);
  const labelId = React.useId();

  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => {
      rootRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    },
  }));

  return (
    <Box
      ref={rootRef}
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', pl: 1 }}
    >
      <Typography id={labelId} variant="caption" color="text.secondary">
        Minimum rating
      </Typography>
      <Rating
        name={`rating-filter-${item.id ?? item.field}`}
        value={item.value == null ? null : Number(item.value)}
        onChange={(_event, newValue) => applyValue({ ...item, value: newValue })}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<GridValidRowModel, number> = {
  label: 'at least',
  headerLabel: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null || filterItem.value === '') {
      return null;
    }
    return (value) => value != null && Number(value) >= Number(filterItem.value);
  },
  InputComponent: RatingInputValue,
  getValueAsString: (value) => `${value} stars`,
};

const rows = [
  { id: 1, hotel: 'Harborview Inn', city: 'Halifax', rating: 4 },
  { id: 2, hotel: 'Casa Lima', city: 'Lisbon', rating: 5 },
  { id: 3, hotel: 'The Old Mill', city: 'York', rating: 3 },
  { id: 4, hotel: 'Sakura Lodge', city: 'Kyoto', rating: 5 },
  { id: 5, hotel: 'Motel Riverside', city: 'Boise', rating: 2 },
  { id: 6, hotel: 'Alpenblick', city: 'Innsbruck', rating: 4 },
];

const columns: GridColDef[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 160,
    headerAlign: 'left',
    renderCell: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
        <Rating value={params.value} readOnly size="small" aria-label={`${params.value} stars`} />
      </Box>
    ),
    filterOperators: [atLeastOperator],
  },
];

export default function FilterCustomInput() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: 'atLeast', value: 4 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
