import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleFocusEvents() {
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 260, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Last focused item: {focusedItem ?? 'none yet'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView
          aria-label="Help topics"
          defaultExpandedItems={['account']}
          onItemFocus={(event, itemId) => setFocusedItem(itemId)}
        >
          <TreeItem itemId="account" label="Account">
            <TreeItem itemId="password" label="Reset your password" />
            <TreeItem itemId="two-factor" label="Two-factor sign-in" />
          </TreeItem>
          <TreeItem itemId="orders" label="Orders">
            <TreeItem itemId="returns" label="Returns" />
          </TreeItem>
          <TreeItem itemId="contact" label="Contact support" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
