import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeViewGettingStartedSimple() {
  return (
    <Box sx={{ height: 240, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Shopping list" defaultExpandedItems={['bakery']}>
        <TreeItem itemId="bakery" label="Bakery">
          <TreeItem itemId="bakery-bread" label="Rye bread" />
          <TreeItem itemId="bakery-croissant" label="Croissants" />
        </TreeItem>
        <TreeItem itemId="dairy" label="Dairy">
          <TreeItem itemId="dairy-milk" label="Milk" />
          <TreeItem itemId="dairy-yogurt" label="Yogurt" />
        </TreeItem>
        <TreeItem itemId="coffee" label="Coffee beans" />
      </SimpleTreeView>
    </Box>
  );
}
