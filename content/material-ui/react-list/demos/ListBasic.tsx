import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import WorkIcon from '@mui/icons-material/Work';

const files = [
  { name: 'Quarterly report.pdf', detail: 'Edited 12 March 2026', icon: <DescriptionIcon /> },
  { name: 'Team photo.png', detail: 'Added 2 March 2026', icon: <ImageIcon /> },
  { name: 'Contract draft.docx', detail: 'Shared by Ana, 27 February 2026', icon: <WorkIcon /> },
];

export default function ListBasic() {
  return (
    <Paper variant="outlined" sx={{ height: 240, maxWidth: 400 }}>
      <List aria-label="Recent files">
        {files.map((file) => (
          <ListItem key={file.name}>
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                {file.icon}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={file.name} secondary={file.detail} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
