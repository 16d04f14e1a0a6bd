import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsBasic() {
  return (
    <Box sx={{ height: 260, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Garden plan" defaultExpandedItems={['vegetables']}>
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="tomato" label="Tomato" />
          <TreeItem itemId="carrot" label="Carrot" />
          <TreeItem itemId="leafy-greens" label="Leafy greens">
            <TreeItem itemId="spinach" label="Spinach" />
            <TreeItem itemId="kale" label="Kale" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="herbs" label="Herbs">
          <TreeItem itemId="basil" label="Basil" />
          <TreeItem itemId="mint" label="Mint" />
        </TreeItem>
        <TreeItem itemId="flowers" label="Flowers" />
      </SimpleTreeView>
    </Box>
  );
}
