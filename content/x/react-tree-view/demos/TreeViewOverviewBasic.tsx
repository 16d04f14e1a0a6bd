import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'handbook',
    label: 'Team handbook',
    children: [
      { id: 'handbook-welcome', label: 'Welcome' },
      { id: 'handbook-tools', label: 'Tools we use' },
      {
        id: 'handbook-policies',
        label: 'Policies',
        children: [
          { id: 'policies-leave', label: 'Leave' },
          { id: 'policies-travel', label: 'Travel' },
        ],
      },
    ],
  },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'projects-website', label: 'Website redesign' },
      { id: 'projects-mobile', label: 'Mobile app' },
    ],
  },
  { id: 'contacts', label: 'Contacts' },
];

export default function TreeViewOverviewBasic() {
  return (
    <Box sx={{ height: 260, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <RichTreeView aria-label="Team wiki" items={items} defaultExpandedItems={['handbook']} />
    </Box>
  );
}
