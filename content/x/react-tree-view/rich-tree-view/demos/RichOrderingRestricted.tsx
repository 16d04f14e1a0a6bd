import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const columns = ['todo', 'doing', 'done'];

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'todo',
    label: 'To do',
    children: [
      { id: 'task-docs', label: 'Update the docs' },
      { id: 'task-icons', label: 'Export icons' },
    ],
  },
  {
    id: 'doing',
    label: 'Doing',
    children: [{ id: 'task-search', label: 'Search page' }],
  },
  {
    id: 'done',
    label: 'Done',
    children: [{ id: 'task-release', label: 'Release 2.0 (locked)' }],
  },
];

export default function RichOrderingRestricted() {
  return (
    <Box sx={{ height: 280, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <RichTreeViewPro
        aria-label="Task board"
        items={items}
        itemsReordering
        defaultExpandedItems={columns}
        // Columns and released tasks stay where they are.
        isItemReorderable={(itemId) => !columns.includes(itemId) && itemId !== 'task-release'}
        // Tasks can only be dropped directly inside a column.
        canMoveItemToNewPosition={({ newPosition }) =>
          newPosition.parentId !== null && columns.includes(newPosition.parentId)
        }
      />
    </Box>
  );
}
