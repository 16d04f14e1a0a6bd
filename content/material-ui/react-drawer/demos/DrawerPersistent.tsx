import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MenuIcon from '@mui/icons-material/Menu';

const drawerWidth = 180;

export default function DrawerPersistent() {
  const theme = useTheme();
  const [open, setOpen] = React.useState(false);
  const transition = theme.transitions.create('margin', {
    easing: open ? theme.transitions.easing.easeOut : theme.transitions.easing.sharp,
    duration: open
      ? theme.transitions.duration.enteringScreen
      : theme.transitions.duration.leavingScreen,
  });

  return (
    <Box
      sx={{
        height: 300,
        boxSizing: 'border-box',
        position: 'relative',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppBar position="absolute" elevation={0}>
        <Toolbar variant="dense">
          <IconButton
            color="inherit"
            edge="start"
            aria-label={open ? 'Close side panel' : 'Open side panel'}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="subtitle1" component="div">
            Persistent drawer
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="persistent"
        anchor="left"
        open={open}
        slotProps={{
          paper: {
            sx: {
              width: drawerWidth,
              position: 'absolute',
              boxSizing: 'border-box',
              top: 48,
              bottom: 0,
              height: 'auto',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5 }}>
          <IconButton aria-label="Close side panel" onClick={() => setOpen(false)}>
            {theme.direction === 'rtl' ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Box>
        <Divider />
        <List>
          {['Calendar', 'Tasks', 'Notes'].map((label) => (
            <ListItem key={label} disablePadding>
              <ListItemButton>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box
        component="main"
        sx={{ pt: 8, px: 3, transition, marginInlineStart: open ? `${drawerWidth}px` : 0 }}
      >
        <Typography variant="body2">
          A persistent drawer slides in beside the content instead of covering it. Open it with the
          menu button: the text moves over to make room, and stays where it is until you close the
          drawer again.
        </Typography>
      </Box>
    </Box>
  );
}
