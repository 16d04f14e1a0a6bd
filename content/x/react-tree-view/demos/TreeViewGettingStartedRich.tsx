import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'bakery',
    label: 'Bakery',
    children: [
      { id: 'bakery-bread', label: 'Rye bread' },
      { id: 'bakery-croissant', label: 'Croissants' },
    ],
  },
  {
    id: 'dairy',
    label: 'Dairy',
    children: [
      { id: 'dairy-milk', label: 'Milk' },
      { id: 'dairy-yogurt', label: 'Yogurt' },
    ],
  },
  { id: 'coffee', label: 'Coffee beans' },
];

export default function TreeViewGettingStartedRich() {
  return (
    <Box sx={{ height: 240, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <RichTreeView aria-label="Shopping list" items={items} defaultExpandedItems={['bakery']} />
    </Box>
  );
}
