import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fruit',
    label: 'Fruit',
    children: [
      { id: 'apples', label: 'Apples' },
      { id: 'kiwis', label: 'Kiwis' },
      { id: 'plums', label: 'Plums' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'leeks', label: 'Leeks' },
      { id: 'peas', label: 'Peas' },
    ],
  },
];

export default function RichSelectionApi() {
  const apiRef = useRichTreeViewApiRef();

  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({
              event,
              itemId: 'kiwis',
              keepExistingSelection: true,
              shouldBeSelected: true,
            })
          }
        >
          Add kiwis
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({
              event,
              itemId: 'kiwis',
              keepExistingSelection: true,
              shouldBeSelected: false,
            })
          }
        >
          Remove kiwis
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({ event, itemId: 'peas', shouldBeSelected: true })
          }
        >
          Only peas
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeView
          aria-label="Market stall"
          apiRef={apiRef}
          items={items}
          multiSelect
          checkboxSelection
          defaultSelectedItems={['apples']}
          defaultExpandedItems={['fruit', 'vegetables']}
        />
      </Box>
    </Box>
  );
}
