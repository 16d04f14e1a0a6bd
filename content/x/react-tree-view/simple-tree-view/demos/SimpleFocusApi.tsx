import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleFocusApi() {
  const apiRef = useSimpleTreeViewApiRef();

  const focus = (event: React.MouseEvent, itemId: string) => {
    apiRef.current?.focusItem(event, itemId);
  };

  return (
    <Box sx={{ height: 280, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => focus(event, 'drafts')}>
          Focus Drafts
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => focus(event, 'invoices')}>
          Focus Invoices
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => focus(event, '2024')}>
          Focus 2024
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView aria-label="Documents" apiRef={apiRef} defaultExpandedItems={['finance']}>
          <TreeItem itemId="drafts" label="Drafts" />
          <TreeItem itemId="finance" label="Finance">
            <TreeItem itemId="invoices" label="Invoices" />
            <TreeItem itemId="receipts" label="Receipts" />
          </TreeItem>
          <TreeItem itemId="archive" label="Archive">
            <TreeItem itemId="2024" label="2024" />
            <TreeItem itemId="2025" label="2025" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
