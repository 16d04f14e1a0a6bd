import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'africa',
    label: 'Africa',
    children: [
      { id: 'egypt', label: 'Egypt' },
      { id: 'kenya', label: 'Kenya' },
      { id: 'nigeria', label: 'Nigeria' },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      { id: 'india', label: 'India' },
      { id: 'japan', label: 'Japan' },
      { id: 'nepal', label: 'Nepal' },
    ],
  },
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'estonia', label: 'Estonia' },
      { id: 'norway', label: 'Norway' },
      { id: 'spain', label: 'Spain' },
    ],
  },
  {
    id: 'oceania',
    label: 'Oceania',
    children: [
      { id: 'fiji', label: 'Fiji' },
      { id: 'samoa', label: 'Samoa' },
    ],
  },
];

const labels = new Map<string, string>();
const collect = (list: TreeViewDefaultItemModelProperties[]) => {
  list.forEach((item) => {
    labels.set(item.id, item.label);
    if (item.children) {
      collect(item.children);
    }
  });
};
collect(items);

export default function TreeViewAccessibilityKeyboard() {
  const [focused, setFocused] = React.useState<string | null>(null);
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Last focused: {focused ? labels.get(focused) : 'none'} · Selected:{' '}
        {selected.length > 0 ? selected.map((id) => labels.get(id)).join(', ') : 'none'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeView
          aria-label="Countries by continent"
          items={items}
          multiSelect
          selectedItems={selected}
          onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
          onItemFocus={(event, itemId) => setFocused(itemId)}
        />
      </Box>
    </Box>
  );
}
