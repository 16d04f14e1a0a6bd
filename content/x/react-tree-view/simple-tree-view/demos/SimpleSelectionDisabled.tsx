import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionDisabled() {
  const [disableSelection, setDisableSelection] = React.useState(false);

  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableSelection}
            onChange={(event) => setDisableSelection(event.target.checked)}
          />
        }
        label="disableSelection"
      />
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView
          aria-label="Conference sessions"
          multiSelect
          checkboxSelection
          disableSelection={disableSelection}
          defaultExpandedItems={['day-1', 'day-2']}
        >
          <TreeItem itemId="day-1" label="Day 1" disableSelection>
            <TreeItem itemId="keynote" label="Opening keynote" />
            <TreeItem itemId="testing" label="Testing at scale" />
          </TreeItem>
          <TreeItem itemId="day-2" label="Day 2" disableSelection>
            <TreeItem itemId="design" label="Design systems" />
            <TreeItem itemId="closing" label="Closing panel" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
