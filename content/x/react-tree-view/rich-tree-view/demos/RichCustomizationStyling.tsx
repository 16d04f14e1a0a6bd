import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'inbox-primary', label: 'Primary' },
      { id: 'inbox-updates', label: 'Updates' },
    ],
  },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'projects-alpha', label: 'Alpha' },
      { id: 'projects-beta', label: 'Beta' },
    ],
  },
  { id: 'archive', label: 'Archive' },
];

export default function RichCustomizationStyling() {
  return (
    <Box sx={{ height: 280, width: '100%', maxWidth: 320, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Workspace"
        items={items}
        defaultExpandedItems={['inbox', 'projects']}
        defaultSelectedItems="projects-alpha"
        itemChildrenIndentation={20}
        sx={(theme) => ({
          p: 0.5,
          borderRadius: 2,
          bgcolor: 'background.paper',
          border: `1px solid ${theme.palette.divider}`,
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 999,
            py: 0.5,
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          [`& .${treeItemClasses.content}[data-selected]:hover`]: {
            bgcolor: 'primary.dark',
          },
          [`& .${treeItemClasses.iconContainer}`]: {
            color: 'text.secondary',
          },
          [`& .${treeItemClasses.content}[data-selected] .${treeItemClasses.iconContainer}`]: {
            color: 'inherit',
          },
        })}
      />
    </Box>
  );
}
