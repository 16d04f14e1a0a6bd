import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'board',
    label: 'Board',
    children: [
      { id: 'col-ideas', label: 'Ideas' },
      { id: 'col-review', label: 'In review' },
      { id: 'col-shipped', label: 'Shipped' },
    ],
  },
];

const originalLabels: Record<string, string> = {
  board: 'Board',
  'col-ideas': 'Ideas',
  'col-review': 'In review',
  'col-shipped': 'Shipped',
};

export default function RichEditingApi() {
  const apiRef = useRichTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('col-review');

  return (
    <Box sx={{ height: 240, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={selected === null}
          onClick={() => {
            if (selected !== null) {
              apiRef.current?.setEditedItem(selected);
            }
          }}
        >
          Rename selected
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.updateItemLabel('col-shipped', 'Done')}
        >
          Call it “Done”
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            Object.entries(originalLabels).forEach(([itemId, label]) =>
              apiRef.current?.updateItemLabel(itemId, label),
            )
          }
        >
          Reset names
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeView
          aria-label="Board columns"
          apiRef={apiRef}
          items={items}
          isItemEditable
          selectedItems={selected}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
          defaultExpandedItems={['board']}
          slotProps={{
            item: ({ label }) => ({
              slotProps: { labelInput: { 'aria-label': `New name for ${label}` } },
            }),
          }}
        />
      </Box>
    </Box>
  );
}
