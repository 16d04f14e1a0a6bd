import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridComparatorFn,
  GridSortDirection,
  gridDateComparator,
} from '@mui/x-data-grid';

interface Shirt {
  id: number;
  model: string;
  size: string;
  restocked: Date | null;
}

const rows: Shirt[] = [
  { id: 1, model: 'Classic tee', size: 'M', restocked: new Date(2024, 4, 2) },
  { id: 2, model: 'Linen shirt', size: 'XL', restocked: null },
  { id: 3, model: 'Polo', size: 'S', restocked: new Date(2024, 1, 18) },
  { id: 4, model: 'Henley', size: 'L', restocked: new Date(2024, 6, 9) },
  { id: 5, model: 'Oxford shirt', size: 'XS', restocked: null },
  { id: 6, model: 'Flannel', size: 'M', restocked: new Date(2023, 10, 27) },
];

// Sizes sort in their natural order, not alphabetically.
const sizeOrder = ['XS', 'S', 'M', 'L', 'XL'];
const sizeComparator: GridComparatorFn<string> = (a, b) =>
  sizeOrder.indexOf(a) - sizeOrder.indexOf(b);

// Rows never restocked stay at the bottom in both directions.
const getRestockedComparator = (direction: GridSortDirection): GridComparatorFn<Date | null> => {
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b, paramsA, paramsB) => {
    if (a === null || b === null) {
      return (a === null ? 1 : 0) - (b === null ? 1 : 0);
    }
    return sign * gridDateComparator(a, b, paramsA, paramsB);
  };
};

const columns: GridColDef<Shirt>[] = [
  { field: 'model', headerName: 'Model', width: 160 },
  { field: 'size', headerName: 'Size', width: 100, sortComparator: sizeComparator },
  {
    field: 'restocked',
    headerName: 'Last restocked',
    type: 'date',
    width: 160,
    getSortComparator: getRestockedComparator,
    valueFormatter: (value: Date | null) => (value ? value.toLocaleDateString('en-US') : 'Never'),
  },
];

export default function SortingComparator() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
