import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'design',
    label: 'Design tokens',
    children: [
      { id: 'colors', label: 'Colors' },
      { id: 'spacing', label: 'Spacing' },
    ],
  },
  {
    id: 'components',
    label: 'Components',
    children: [
      { id: 'button', label: 'Button' },
      { id: 'dialog', label: 'Dialog' },
    ],
  },
];

export default function RichExpansionTrigger() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 240, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Open page: {selected ?? 'none'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <RichTreeView
          aria-label="Design system docs"
          items={items}
          expansionTrigger="iconContainer"
          selectedItems={selected}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        />
      </Box>
    </Box>
  );
}
