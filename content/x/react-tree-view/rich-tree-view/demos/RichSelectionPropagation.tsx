import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useApplyPropagationToSelectedItemsOnMount } from '@mui/x-tree-view/hooks';
import type {
  TreeViewDefaultItemModelProperties,
  TreeViewSelectionPropagation,
} from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'kitchen-light', label: 'Ceiling light' },
      { id: 'kitchen-kettle', label: 'Kettle plug' },
    ],
  },
  {
    id: 'living',
    label: 'Living room',
    children: [
      { id: 'living-lamp', label: 'Floor lamp' },
      { id: 'living-tv', label: 'TV' },
      { id: 'living-speaker', label: 'Speaker' },
    ],
  },
];

const propagation: TreeViewSelectionPropagation = { descendants: true, parents: true };

export default function RichSelectionPropagation() {
  // Both kitchen devices are on, so the propagation rules also select "Kitchen".
  const initialSelection = useApplyPropagationToSelectedItemsOnMount({
    items,
    selectionPropagation: propagation,
    selectedItems: ['kitchen-light', 'kitchen-kettle', 'living-tv'],
  });
  const [selectedItems, setSelectedItems] = React.useState<string[]>(initialSelection);

  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Switched on: {selectedItems.length > 0 ? selectedItems.join(', ') : 'nothing'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeView
          aria-label="Smart home devices"
          items={items}
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
          defaultExpandedItems={['kitchen', 'living']}
        />
      </Box>
    </Box>
  );
}
