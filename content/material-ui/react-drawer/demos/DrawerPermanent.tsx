import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderIcon from '@mui/icons-material/Folder';
import SettingsIcon from '@mui/icons-material/Settings';

const drawerWidth = 200;
const pages = [
  { label: 'Dashboard', icon: <DashboardIcon /> },
  { label: 'Projects', icon: <FolderIcon /> },
  { label: 'Settings', icon: <SettingsIcon /> },
];

export default function DrawerPermanent() {
  const [selected, setSelected] = React.useState('Dashboard');

  return (
    <Box
      sx={{
        height: 300,
        boxSizing: 'border-box',
        display: 'flex',
        position: 'relative',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Drawer
        variant="permanent"
        sx={{ width: drawerWidth, flexShrink: 0 }}
        slotProps={{
          paper: { sx: { width: drawerWidth, position: 'absolute', boxSizing: 'border-box' } },
        }}
      >
        <Box component="nav" aria-label="Main sections">
          <List>
            {pages.map((page) => (
              <ListItem key={page.label} disablePadding>
                <ListItemButton
                  selected={selected === page.label}
                  onClick={() => setSelected(page.label)}
                >
                  <ListItemIcon>{page.icon}</ListItemIcon>
                  <ListItemText primary={page.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Typography variant="h6" component="h3">
          {selected}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The drawer stays visible and takes its own column; the main area fills the rest.
        </Typography>
      </Box>
    </Box>
  );
}
