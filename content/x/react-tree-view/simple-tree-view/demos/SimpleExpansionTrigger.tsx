import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

type Trigger = 'content' | 'iconContainer';

export default function SimpleExpansionTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('iconContainer');

  return (
    <Box sx={{ height: 280, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(event, value: Trigger | null) => {
          if (value !== null) {
            setTrigger(value);
          }
        }}
        aria-label="Expansion trigger"
      >
        <ToggleButton value="content">content</ToggleButton>
        <ToggleButton value="iconContainer">iconContainer</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView aria-label="Music library" expansionTrigger={trigger}>
          <TreeItem itemId="jazz" label="Jazz">
            <TreeItem itemId="kind-of-blue" label="Kind of Blue" />
            <TreeItem itemId="time-out" label="Time Out" />
          </TreeItem>
          <TreeItem itemId="folk" label="Folk">
            <TreeItem itemId="blue" label="Blue" />
            <TreeItem itemId="pink-moon" label="Pink Moon" />
          </TreeItem>
          <TreeItem itemId="classical" label="Classical">
            <TreeItem itemId="goldberg" label="Goldberg Variations" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
