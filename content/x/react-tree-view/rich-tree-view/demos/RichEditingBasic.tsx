import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView, RichTreeViewSlotProps } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const items: Item[] = [
  {
    id: 'playlists',
    label: 'Playlists',
    children: [
      { id: 'focus', label: 'Deep focus' },
      { id: 'running', label: 'Running mix' },
      { id: 'sunday', label: 'Sunday morning' },
    ],
  },
  { id: 'podcasts', label: 'Podcasts' },
];

// Give the text input a name while an item is being edited.
const slotProps: RichTreeViewSlotProps<Item, undefined> = {
  item: ({ label }) => ({
    slotProps: { labelInput: { 'aria-label': `New name for ${label}` } },
  }),
};

export default function RichEditingBasic() {
  const [lastEdit, setLastEdit] = React.useState(
    'Double-click a label, or focus an item and press Enter.',
  );

  return (
    <Box sx={{ height: 240, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {lastEdit}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeView
          aria-label="Library"
          items={items}
          isItemEditable
          defaultExpandedItems={['playlists']}
          onItemLabelChange={(itemId, newLabel) =>
            setLastEdit(`${itemId} renamed to "${newLabel}"`)
          }
          slotProps={slotProps}
        />
      </Box>
    </Box>
  );
}
