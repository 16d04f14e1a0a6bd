import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'morning',
    label: 'Morning',
    children: [
      { id: 'standup', label: 'Stand-up' },
      { id: 'review', label: 'Code review' },
    ],
  },
  {
    id: 'afternoon',
    label: 'Afternoon',
    children: [
      { id: 'lunch', label: 'Lunch with Ravi' },
      { id: 'planning', label: 'Sprint planning' },
    ],
  },
  { id: 'evening', label: 'Evening' },
];

export default function RichOrderingBasic() {
  const apiRef = useRichTreeViewProApiRef();
  const [message, setMessage] = React.useState('Drag an item to move it.');

  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {message}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeViewPro
          aria-label="Day planner"
          apiRef={apiRef}
          items={items}
          itemsReordering
          defaultExpandedItems={['morning', 'afternoon']}
          onItemPositionChange={({ itemId, newPosition }) => {
            const parent = newPosition.parentId ?? 'the top level';
            // getItemTree() returns the items in their new order.
            const topLevel = apiRef.current?.getItemTree().map((item) => item.label) ?? [];
            setMessage(
              `Moved ${itemId} to position ${newPosition.index + 1} in ${parent}. ` +
                `Top level: ${topLevel.join(', ')}.`,
            );
          }}
        />
      </Box>
    </Box>
  );
}
