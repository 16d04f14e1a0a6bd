import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'fiction-mystery', label: 'Mystery' },
      { id: 'fiction-scifi', label: 'Science fiction' },
      {
        id: 'fiction-classics',
        label: 'Classics',
        children: [
          { id: 'classics-russian', label: 'Russian' },
          { id: 'classics-english', label: 'English' },
        ],
      },
    ],
  },
  {
    id: 'non-fiction',
    label: 'Non-fiction',
    children: [
      { id: 'non-fiction-history', label: 'History' },
      { id: 'non-fiction-science', label: 'Popular science' },
    ],
  },
  { id: 'comics', label: 'Comics' },
];

export default function RichItemsBasic() {
  return (
    <Box sx={{ height: 260, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Bookshop sections"
        items={items}
        defaultExpandedItems={['fiction']}
      />
    </Box>
  );
}
