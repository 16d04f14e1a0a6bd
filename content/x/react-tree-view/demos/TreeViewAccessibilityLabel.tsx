import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeViewAccessibilityLabel() {
  return (
    <Box sx={{ height: 280, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="course-outline-heading" variant="h6" component="h3">
        Course outline
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView aria-labelledby="course-outline-heading" defaultExpandedItems={['week-1']}>
          <TreeItem itemId="week-1" label="Week 1: Foundations">
            <TreeItem itemId="week-1-intro" label="Introduction" />
            <TreeItem itemId="week-1-setup" label="Setting up your editor" />
            <TreeItem itemId="week-1-quiz" label="Quiz 1" />
          </TreeItem>
          <TreeItem itemId="week-2" label="Week 2: Components">
            <TreeItem itemId="week-2-props" label="Props" />
            <TreeItem itemId="week-2-state" label="State" />
          </TreeItem>
          <TreeItem itemId="week-3" label="Week 3: Data fetching">
            <TreeItem itemId="week-3-effects" label="Effects" />
            <TreeItem itemId="week-3-cache" label="Caching" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
