import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

export default function DividerListVariants() {
  return (
    <Paper variant="outlined" sx={{ height: 232, maxWidth: 360 }}>
      <List aria-label="Divider variants">
        <ListItem>
          <ListItemText primary="Above a fullWidth divider" />
        </ListItem>
        <Divider component="li" aria-hidden="true" />
        <ListItem>
          <ListItemText primary="Above an inset divider" />
        </ListItem>
        <Divider component="li" variant="inset" aria-hidden="true" />
        <ListItem>
          <ListItemText primary="Above a middle divider" />
        </ListItem>
        <Divider component="li" variant="middle" aria-hidden="true" />
        <ListItem>
          <ListItemText primary="Last item" />
        </ListItem>
      </List>
    </Paper>
  );
}
