import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView
          aria-label="Store departments"
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['electronics', 'garden']}
        >
          <TreeItem itemId="electronics" label="Electronics">
            <TreeItem itemId="phones" label="Phones" />
            <TreeItem itemId="cameras" label="Cameras (out of stock)" disabled />
            <TreeItem itemId="laptops" label="Laptops" />
          </TreeItem>
          <TreeItem itemId="garden" label="Garden (closed for the season)" disabled>
            <TreeItem itemId="tools" label="Tools" />
            <TreeItem itemId="seeds" label="Seeds" />
          </TreeItem>
          <TreeItem itemId="books" label="Books" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
