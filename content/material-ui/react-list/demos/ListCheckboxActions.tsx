import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import CommentIcon from '@mui/icons-material/Comment';

const tasks = ['Book the venue', 'Send invitations', 'Order catering', 'Print name badges'];

export default function ListCheckboxActions() {
  const [done, setDone] = React.useState<string[]>(['Book the venue']);

  const toggle = (task: string) => () =>
    setDone((current) =>
      current.includes(task) ? current.filter((item) => item !== task) : [...current, task],
    );

  return (
    <Paper variant="outlined" sx={{ height: 224, maxWidth: 400 }}>
      <List dense aria-label="Event checklist">
        {tasks.map((task) => (
          <ListItem
            key={task}
            disablePadding
            secondaryAction={
              <IconButton edge="end" aria-label={`Comment on ${task}`}>
                <CommentIcon />
              </IconButton>
            }
          >
            {/* A label, not a button: clicking the row toggles the checkbox it wraps. */}
            <ListItemButton component="label" role={undefined} tabIndex={-1}>
              <ListItemIcon>
                <Checkbox edge="start" checked={done.includes(task)} onChange={toggle(task)} />
              </ListItemIcon>
              <ListItemText primary={task} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
