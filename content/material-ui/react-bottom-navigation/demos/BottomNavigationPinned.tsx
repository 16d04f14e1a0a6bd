import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ArchiveIcon from '@mui/icons-material/Archive';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';

const mails = Array.from({ length: 8 }, (_, index) => ({
  id: index,
  subject: `Message ${index + 1}`,
  preview: 'A short preview of the message body.',
}));

export default function BottomNavigationPinned() {
  const [value, setValue] = React.useState(0);

  return (
    <Box
      sx={{
        height: 320,
        boxSizing: 'border-box',
        maxWidth: 420,
        position: 'relative',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        tabIndex={0}
        role="region"
        aria-label="Messages"
        sx={{ height: '100%', overflow: 'auto', pb: 7 }}
      >
        <List dense>
          {mails.map((mail) => (
            <ListItem key={mail.id}>
              <ListItemText primary={mail.subject} secondary={mail.preview} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Paper elevation={3} sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}>
        <BottomNavigation
          showLabels
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
        >
          <BottomNavigationAction label="Inbox" icon={<InboxIcon />} />
          <BottomNavigationAction label="Sent" icon={<SendIcon />} />
          <BottomNavigationAction label="Archive" icon={<ArchiveIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
