import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const items: Item[] = [
  {
    id: 'americas',
    label: 'Americas',
    children: [
      {
        id: 'brazil',
        label: 'Brazil',
        children: [
          { id: 'recife', label: 'Recife' },
          { id: 'curitiba', label: 'Curitiba' },
        ],
      },
      { id: 'canada', label: 'Canada', children: [{ id: 'halifax', label: 'Halifax' }] },
    ],
  },
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'italy',
        label: 'Italy',
        children: [
          { id: 'bologna', label: 'Bologna' },
          { id: 'trieste', label: 'Trieste' },
        ],
      },
      { id: 'finland', label: 'Finland', children: [{ id: 'tampere', label: 'Tampere' }] },
    ],
  },
];

function findItem(list: Item[], query: string): Item | null {
  for (const item of list) {
    if (item.label.toLowerCase().includes(query)) {
      return item;
    }
    const match = item.children ? findItem(item.children, query) : null;
    if (match) {
      return match;
    }
  }
  return null;
}

export default function RichFocusApi() {
  const apiRef = useRichTreeViewApiRef();
  const [query, setQuery] = React.useState('trieste');
  const [message, setMessage] = React.useState('');
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [itemToFocus, setItemToFocus] = React.useState<string | null>(null);

  // Wait one frame, so the tree has rendered the newly expanded branches, then focus.
  React.useEffect(() => {
    if (itemToFocus === null) {
      return undefined;
    }
    const frame = requestAnimationFrame(() => {
      apiRef.current?.focusItem(null, itemToFocus);
      setItemToFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, itemToFocus]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const match = findItem(items, query.trim().toLowerCase());
    if (!match) {
      setMessage(`Nothing matches "${query}".`);
      return;
    }
    const ancestors: string[] = [];
    let parentId = apiRef.current?.getParentId(match.id) ?? null;
    while (parentId !== null) {
      ancestors.push(parentId);
      parentId = apiRef.current?.getParentId(parentId) ?? null;
    }
    setExpandedItems((prev) => [...new Set([...prev, ...ancestors])]);
    setItemToFocus(match.id);
    setMessage('');
  };

  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={handleSubmit}
        sx={{ alignItems: 'center', pt: 1 }}
      >
        <TextField
          size="small"
          label="Find a place"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="outlined">
          Focus
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: 20 }}>
        {message}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeView
          aria-label="Places"
          apiRef={apiRef}
          items={items}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
    </Box>
  );
}
