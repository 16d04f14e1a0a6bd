import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

export default function SimpleSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    descendants: true,
    parents: true,
  });

  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={!!propagation.descendants}
              onChange={(event) =>
                setPropagation((prev) => ({ ...prev, descendants: event.target.checked }))
              }
            />
          }
          label="descendants"
        />
        <FormControlLabel
          control={
            <Switch
              checked={!!propagation.parents}
              onChange={(event) =>
                setPropagation((prev) => ({ ...prev, parents: event.target.checked }))
              }
            />
          }
          label="parents"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView
          aria-label="Permissions"
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          defaultExpandedItems={['documents', 'billing']}
        >
          <TreeItem itemId="documents" label="Documents">
            <TreeItem itemId="documents-read" label="Read" />
            <TreeItem itemId="documents-edit" label="Edit" />
            <TreeItem itemId="documents-share" label="Share" />
          </TreeItem>
          <TreeItem itemId="billing" label="Billing">
            <TreeItem itemId="billing-view" label="View invoices" />
            <TreeItem itemId="billing-pay" label="Pay invoices" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
