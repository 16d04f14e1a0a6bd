import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';

const sections = [
  { letter: 'A', names: ['Aiko', 'Amir', 'Anneke', 'Arjun'] },
  { letter: 'B', names: ['Bao', 'Beatriz', 'Bjorn'] },
  { letter: 'C', names: ['Camille', 'Chidi', 'Cyrus', 'Cosima'] },
  { letter: 'D', names: ['Dalia', 'Dmitri', 'Dora'] },
];

export default function ListStickySubheaders() {
  return (
    <Paper variant="outlined" sx={{ height: 240, maxWidth: 320, overflow: 'hidden' }}>
      <List
        dense
        tabIndex={0}
        aria-label="Contacts"
        sx={{ height: '100%', overflow: 'auto', position: 'relative', py: 0 }}
      >
        {sections.map((section) => (
          <li key={section.letter}>
            <ul style={{ padding: 0 }}>
              <ListSubheader>{section.letter}</ListSubheader>
              {section.names.map((name) => (
                <ListItem key={name}>
                  <ListItemText primary={name} />
                </ListItem>
              ))}
            </ul>
          </li>
        ))}
      </List>
    </Paper>
  );
}
