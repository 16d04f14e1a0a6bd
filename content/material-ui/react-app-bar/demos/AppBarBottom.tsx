import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

const messages = [
  { primary: 'Team lunch', secondary: 'Friday at 12:30, usual place.' },
  { primary: 'Release notes', secondary: 'Draft is ready for review.' },
  { primary: 'Hardware order', secondary: 'Two monitors arrive on Monday.' },
];

export default function AppBarBottom() {
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
      <List>
        {messages.map((message) => (
          <ListItem key={message.primary}>
            <ListItemText primary={message.primary} secondary={message.secondary} />
          </ListItem>
        ))}
      </List>
      <AppBar position="absolute" color="primary" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          <Fab
            color="secondary"
            aria-label="New message"
            sx={{ position: 'absolute', zIndex: 1, top: -30, left: 0, right: 0, mx: 'auto' }}
          >
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search messages">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
