import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const items: Item[] = [
  {
    id: 'mammals',
    label: 'Mammals',
    children: [
      {
        id: 'cats',
        label: 'Cats',
        children: [
          { id: 'lynx', label: 'Lynx' },
          { id: 'ocelot', label: 'Ocelot' },
        ],
      },
      { id: 'otter', label: 'Otter' },
    ],
  },
  {
    id: 'birds',
    label: 'Birds',
    children: [
      { id: 'heron', label: 'Grey heron' },
      { id: 'kestrel', label: 'Kestrel' },
    ],
  },
  {
    id: 'reptiles',
    label: 'Reptiles',
    children: [{ id: 'gecko', label: 'Gecko' }],
  },
];

// The ids of every item that has children.
function getExpandableIds(list: Item[]): string[] {
  return list.flatMap((item) =>
    item.children?.length ? [item.id, ...getExpandableIds(item.children)] : [],
  );
}

const expandableIds = getExpandableIds(items);

export default function RichExpansionControlled() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems((prev) => (prev.length === 0 ? expandableIds : []))}
        >
          {expandedItems.length === 0 ? 'Expand all' : 'Collapse all'}
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeView
          aria-label="Animals"
          items={items}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
    </Box>
  );
}
