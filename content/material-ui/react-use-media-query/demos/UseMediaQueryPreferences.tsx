import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

function Preference({ query, label }: { query: string; label: string }) {
  const matches = useMediaQuery(query);
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 36 }}>
        {matches ? <CheckIcon color="success" /> : <CloseIcon color="disabled" />}
      </ListItemIcon>
      <ListItemText primary={label} secondary={`${query}: ${matches ? 'yes' : 'no'}`} />
    </ListItem>
  );
}

export default function UseMediaQueryPreferences() {
  return (
    <Box sx={{ height: 250 }}>
      <List dense disablePadding>
        <Preference query="(prefers-color-scheme: dark)" label="Operating system in dark mode" />
        <Preference query="(prefers-reduced-motion: reduce)" label="Reduced motion requested" />
        <Preference query="(hover: hover)" label="Primary pointer can hover" />
        <Preference query="(pointer: coarse)" label="Primary pointer is coarse (touch)" />
      </List>
    </Box>
  );
}
