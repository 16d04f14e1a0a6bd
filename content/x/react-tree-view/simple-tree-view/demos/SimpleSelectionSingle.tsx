import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionSingle() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('espresso');

  return (
    <Box sx={{ height: 280, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Selected item: {selectedItem ?? 'none'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView
          aria-label="Coffee menu"
          selectedItems={selectedItem}
          onSelectedItemsChange={(event, itemId) => setSelectedItem(itemId)}
          defaultExpandedItems={['hot', 'cold']}
        >
          <TreeItem itemId="hot" label="Hot drinks">
            <TreeItem itemId="espresso" label="Espresso" />
            <TreeItem itemId="flat-white" label="Flat white" />
            <TreeItem itemId="chai" label="Chai latte" />
          </TreeItem>
          <TreeItem itemId="cold" label="Cold drinks">
            <TreeItem itemId="cold-brew" label="Cold brew" />
            <TreeItem itemId="lemonade" label="Lemonade" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
