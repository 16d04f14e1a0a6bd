import * as React from 'react';
import Box from '@mui/material/Box';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'getting-started',
    label: 'Getting started',
    children: [
      { id: 'install', label: 'Install' },
      { id: 'first-steps', label: 'First steps' },
    ],
  },
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'theming', label: 'Theming' },
      { id: 'testing', label: 'Testing' },
    ],
  },
  { id: 'changelog', label: 'Changelog' },
];

export default function RichCustomizationIcons() {
  return (
    <Box sx={{ height: 240, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Documentation"
        items={items}
        defaultExpandedItems={['getting-started']}
        slots={{
          expandIcon: KeyboardArrowRight,
          collapseIcon: KeyboardArrowDown,
          endIcon: FiberManualRecord,
        }}
        slotProps={{
          endIcon: { fontSize: 'inherit', style: { width: 8, height: 8 } },
        }}
      />
    </Box>
  );
}
