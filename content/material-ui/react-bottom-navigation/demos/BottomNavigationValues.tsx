import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import SettingsIcon from '@mui/icons-material/Settings';
import StarIcon from '@mui/icons-material/Star';

type Section = 'home' | 'starred' | 'files' | 'settings';

export default function BottomNavigationValues() {
  const [value, setValue] = React.useState<Section>('home');

  return (
    <Stack spacing={2} sx={{ height: 110, maxWidth: 480 }}>
      <Typography variant="body2">
        Current section: <strong>{value}</strong>
      </Typography>
      <BottomNavigation value={value} onChange={(_event, newValue: Section) => setValue(newValue)}>
        <BottomNavigationAction label="Home" value="home" icon={<HomeIcon />} />
        <BottomNavigationAction label="Starred" value="starred" icon={<StarIcon />} />
        <BottomNavigationAction label="Files" value="files" icon={<FolderIcon />} />
        <BottomNavigationAction label="Settings" value="settings" icon={<SettingsIcon />} />
      </BottomNavigation>
    </Stack>
  );
}
