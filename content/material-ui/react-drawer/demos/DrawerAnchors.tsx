import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer, { type DrawerProps } from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

type Anchor = NonNullable<DrawerProps['anchor']>;
const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];
const items = ['Overview', 'Reports', 'Team', 'Billing'];

export default function DrawerAnchors() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ height: 60, flexWrap: 'wrap' }}>
      {anchors.map((side) => (
        <Button key={side} variant="outlined" onClick={() => setAnchor(side)}>
          {side}
        </Button>
      ))}
      <Drawer anchor={anchor ?? 'left'} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box
          sx={{ width: horizontal ? 'auto' : 240 }}
          role="presentation"
          onClick={() => setAnchor(null)}
        >
          <List>
            {items.map((item) => (
              <ListItem key={item} disablePadding>
                <ListItemButton>
                  <ListItemText primary={item} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
