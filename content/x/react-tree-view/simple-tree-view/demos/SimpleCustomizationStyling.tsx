import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function SimpleCustomizationStyling() {
  return (
    <Box sx={{ height: 300, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <SimpleTreeView
        aria-label="Site map"
        defaultExpandedItems={['home', 'products']}
        defaultSelectedItems="pricing"
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 0,
            py: 0.75,
            [`& .${treeItemClasses.label}`]: { fontSize: theme.typography.body2.fontSize },
          },
          // The content element carries data attributes for its state.
          [`& .${treeItemClasses.content}[data-selected]`]: {
            boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}`,
            [`& .${treeItemClasses.label}`]: { fontWeight: 600 },
          },
          // A guide line next to each group of children.
          [`& .${treeItemClasses.groupTransition}`]: {
            marginLeft: '15px',
            borderLeft: `1px dashed ${theme.palette.divider}`,
          },
        })}
      >
        <TreeItem itemId="home" label="Home">
          <TreeItem itemId="about" label="About us" />
          <TreeItem itemId="products" label="Products">
            <TreeItem itemId="features" label="Features" />
            <TreeItem itemId="pricing" label="Pricing" />
          </TreeItem>
          <TreeItem itemId="blog" label="Blog" />
        </TreeItem>
        <TreeItem itemId="legal" label="Legal">
          <TreeItem itemId="terms" label="Terms" />
          <TreeItem itemId="privacy" label="Privacy" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
