import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlined from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleCustomizationIcons() {
  return (
    <Box sx={{ height: 260, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <SimpleTreeView
        aria-label="Notebook"
        defaultExpandedItems={['recipes']}
        slots={{
          expandIcon: AddBoxOutlined,
          collapseIcon: IndeterminateCheckBoxOutlined,
          endIcon: ArticleOutlined,
        }}
      >
        <TreeItem itemId="recipes" label="Recipes">
          <TreeItem itemId="pancakes" label="Pancakes" />
          <TreeItem itemId="dal" label="Red lentil dal" />
          <TreeItem
            itemId="pinned-bread"
            label="Sourdough (pinned)"
            slots={{ endIcon: PushPinOutlined }}
          />
        </TreeItem>
        <TreeItem itemId="travel" label="Travel notes">
          <TreeItem itemId="porto" label="Porto" />
          <TreeItem itemId="kyoto" label="Kyoto" />
        </TreeItem>
        <TreeItem itemId="ideas" label="Ideas" />
      </SimpleTreeView>
    </Box>
  );
}
