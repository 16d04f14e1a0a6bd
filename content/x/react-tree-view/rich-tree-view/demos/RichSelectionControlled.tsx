import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'frontend',
    label: 'Frontend',
    children: [
      { id: 'react', label: 'React' },
      { id: 'css', label: 'CSS' },
      { id: 'a11y', label: 'Accessibility' },
    ],
  },
  {
    id: 'backend',
    label: 'Backend',
    children: [
      { id: 'node', label: 'Node.js' },
      { id: 'sql', label: 'SQL' },
    ],
  },
];

export default function RichSelectionControlled() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['react', 'sql']);

  return (
    <Box sx={{ height: 280, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Skills: {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeView
          aria-label="Skills"
          items={items}
          multiSelect
          checkboxSelection
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
          defaultExpandedItems={['frontend', 'backend']}
        />
      </Box>
    </Box>
  );
}
