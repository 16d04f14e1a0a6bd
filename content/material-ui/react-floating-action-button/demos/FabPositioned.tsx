import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';

const notes = [
  { title: 'Call the plumber', detail: 'Before Friday' },
  { title: 'Renew the library card', detail: 'Expires on 30 April' },
  { title: 'Book the dentist', detail: 'Morning slot preferred' },
];

export default function FabPositioned() {
  return (
    <Box sx={{ height: 260, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ position: 'relative', width: '100%', maxWidth: 360 }}>
        <List>
          {notes.map((note) => (
            <ListItem key={note.title}>
              <ListItemText primary={note.title} secondary={note.detail} />
            </ListItem>
          ))}
        </List>
        <Fab
          color="primary"
          aria-label="Add a note"
          sx={{ position: 'absolute', bottom: 16, right: 16 }}
        >
          <AddIcon />
        </Fab>
      </Paper>
    </Box>
  );
}
