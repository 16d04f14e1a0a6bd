import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemLabel } from '@mui/x-tree-view/TreeItem';

// A replacement for the `label` slot: same element, smaller type and a bolder weight.
const SectionLabel = styled(TreeItemLabel)(({ theme }) => ({
  ...theme.typography.overline,
  fontWeight: 700,
  lineHeight: '24px',
}));

export default function TreeItemCustomizationSlots() {
  return (
    <Box sx={{ height: 280, width: '100%', maxWidth: 380, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Release plan" defaultExpandedItems={['release', 'blockers']}>
        <TreeItem itemId="release" label="Release 4.2" slots={{ label: SectionLabel }}>
          <TreeItem itemId="release-notes" label="Write release notes" />
          <TreeItem
            itemId="release-date"
            label="Announce the date"
            slots={{ icon: FlagOutlined }}
            slotProps={{ icon: { color: 'warning' } }}
          />
        </TreeItem>
        <TreeItem itemId="blockers" label="Blockers" slots={{ label: SectionLabel }}>
          <TreeItem itemId="blockers-login" label="Login timeout on Safari" />
          <TreeItem
            itemId="blockers-legal"
            label="Legal review (owned by Legal)"
            slots={{ icon: LockOutlined }}
            slotProps={{ label: { style: { fontStyle: 'italic' } } }}
          />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
