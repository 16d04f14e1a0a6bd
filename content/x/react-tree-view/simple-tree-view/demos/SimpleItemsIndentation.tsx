import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsIndentation() {
  const [indentation, setIndentation] = React.useState(12);

  return (
    <Box sx={{ height: 280, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={indentation}
        onChange={(event, value: number | null) => {
          if (value !== null) {
            setIndentation(value);
          }
        }}
        aria-label="Indentation of child items"
      >
        <ToggleButton value={12}>12 px</ToggleButton>
        <ToggleButton value={24}>24 px</ToggleButton>
        <ToggleButton value={40}>40 px</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView
          aria-label="Company structure"
          itemChildrenIndentation={indentation}
          defaultExpandedItems={['company', 'engineering']}
        >
          <TreeItem itemId="company" label="Northwind Ltd">
            <TreeItem itemId="engineering" label="Engineering">
              <TreeItem itemId="platform" label="Platform team" />
              <TreeItem itemId="mobile" label="Mobile team" />
            </TreeItem>
            <TreeItem itemId="sales" label="Sales" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
