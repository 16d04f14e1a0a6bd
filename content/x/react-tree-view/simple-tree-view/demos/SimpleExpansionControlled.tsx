import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// SimpleTreeView only knows the items that are rendered, so list the expandable ones yourself.
const expandableItems = ['starters', 'mains', 'mains-vegetarian', 'desserts'];

export default function SimpleExpansionControlled() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['mains']);

  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(expandableItems)}
          disabled={expandedItems.length === expandableItems.length}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems([])}
          disabled={expandedItems.length === 0}
        >
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView
          aria-label="Restaurant menu"
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        >
          <TreeItem itemId="starters" label="Starters">
            <TreeItem itemId="soup" label="Soup of the day" />
            <TreeItem itemId="bruschetta" label="Bruschetta" />
          </TreeItem>
          <TreeItem itemId="mains" label="Mains">
            <TreeItem itemId="risotto" label="Mushroom risotto" />
            <TreeItem itemId="fish" label="Grilled trout" />
            <TreeItem itemId="mains-vegetarian" label="Vegetarian">
              <TreeItem itemId="curry" label="Chickpea curry" />
              <TreeItem itemId="lasagne" label="Spinach lasagne" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="desserts" label="Desserts">
            <TreeItem itemId="tart" label="Lemon tart" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
