import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import InboxIcon from '@mui/icons-material/Inbox';
import DraftsIcon from '@mui/icons-material/Drafts';
import SendIcon from '@mui/icons-material/Send';
import ArchiveIcon from '@mui/icons-material/Archive';

const folders = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Drafts', icon: <DraftsIcon /> },
  { label: 'Sent', icon: <SendIcon /> },
];

export default function ListNavigation() {
  const [selected, setSelected] = React.useState('Inbox');

  return (
    <Paper variant="outlined" sx={{ height: 232, maxWidth: 320 }}>
      <List component="nav" aria-label="Mail folders">
        {folders.map((folder) => (
          <ListItemButton
            key={folder.label}
            selected={selected === folder.label}
            aria-current={selected === folder.label ? 'page' : undefined}
            onClick={() => setSelected(folder.label)}
          >
            <ListItemIcon>{folder.icon}</ListItemIcon>
            <ListItemText primary={folder.label} />
          </ListItemButton>
        ))}
        <Divider sx={{ my: 1 }} />
        <ListItemButton
          selected={selected === 'Archive'}
          aria-current={selected === 'Archive' ? 'page' : undefined}
          onClick={() => setSelected('Archive')}
        >
          <ListItemIcon>
            <ArchiveIcon />
          </ListItemIcon>
          <ListItemText primary="Archive" />
        </ListItemButton>
      </List>
    </Paper>
  );
}
