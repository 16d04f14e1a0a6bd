import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Seat {
  id: string;
  label: string;
  sold?: boolean;
  children?: Seat[];
}

const seats: Seat[] = [
  {
    id: 'row-a',
    label: 'Row A',
    children: [
      { id: 'a1', label: 'A1' },
      { id: 'a2', label: 'A2 (sold)', sold: true },
      { id: 'a3', label: 'A3' },
    ],
  },
  {
    id: 'row-b',
    label: 'Row B',
    children: [
      { id: 'b1', label: 'B1 (sold)', sold: true },
      { id: 'b2', label: 'B2' },
    ],
  },
];

// Rows are only for grouping, and sold seats cannot be picked.
const isSeatSelectionDisabled = (seat: Seat) => !!seat.children || !!seat.sold;

export default function RichSelectionDisabledItems() {
  return (
    <Box sx={{ height: 260, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Seats"
        items={seats}
        multiSelect
        checkboxSelection
        isItemSelectionDisabled={isSeatSelectionDisabled}
        defaultExpandedItems={['row-a', 'row-b']}
      />
    </Box>
  );
}
