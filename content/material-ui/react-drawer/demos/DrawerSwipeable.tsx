import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

export default function DrawerSwipeable() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ height: 60 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open bottom sheet
      </Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disableSwipeToOpen
      >
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2">
            Share to
          </Typography>
          <List>
            {['Email', 'Messages', 'Copy link'].map((label) => (
              <ListItem key={label} disablePadding>
                <ListItemButton onClick={() => setOpen(false)}>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </SwipeableDrawer>
    </Box>
  );
}
