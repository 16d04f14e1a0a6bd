import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleExpansionApi() {
  const apiRef = useSimpleTreeViewApiRef();
  const [lastChange, setLastChange] = React.useState('No change yet');

  const toggle = (event: React.MouseEvent, itemId: string) => {
    // Without `shouldBeExpanded`, the method toggles the current state.
    apiRef.current?.setItemExpansion({ event, itemId });
  };

  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => toggle(event, 'europe')}>
          Toggle Europe
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemExpansion({ event, itemId: 'asia', shouldBeExpanded: true })
          }
        >
          Expand Asia
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {lastChange}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', maxWidth: 360 }}>
        <SimpleTreeView
          aria-label="Offices"
          apiRef={apiRef}
          onItemExpansionToggle={(event, itemId, isExpanded) =>
            setLastChange(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}`)
          }
        >
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="lisbon" label="Lisbon" />
            <TreeItem itemId="berlin" label="Berlin" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="seoul" label="Seoul" />
            <TreeItem itemId="singapore" label="Singapore" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
