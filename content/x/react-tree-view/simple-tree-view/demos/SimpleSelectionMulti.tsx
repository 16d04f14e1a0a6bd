import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionMulti() {
  const [checkboxSelection, setCheckboxSelection] = React.useState(true);
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['mon-run']);

  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={checkboxSelection}
              onChange={(event) => setCheckboxSelection(event.target.checked)}
            />
          }
          label="checkboxSelection"
        />
        <Typography variant="body2" color="text.secondary">
          {selectedItems.length} selected
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView
          aria-label="Training plan"
          multiSelect
          checkboxSelection={checkboxSelection}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
          defaultExpandedItems={['monday', 'wednesday']}
        >
          <TreeItem itemId="monday" label="Monday">
            <TreeItem itemId="mon-run" label="Easy run" />
            <TreeItem itemId="mon-stretch" label="Stretching" />
          </TreeItem>
          <TreeItem itemId="wednesday" label="Wednesday">
            <TreeItem itemId="wed-intervals" label="Intervals" />
            <TreeItem itemId="wed-core" label="Core workout" />
          </TreeItem>
          <TreeItem itemId="saturday" label="Saturday">
            <TreeItem itemId="sat-long" label="Long run" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
