import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PersonPinIcon from '@mui/icons-material/PersonPin';
import PhoneIcon from '@mui/icons-material/Phone';

export default function TabsIcons() {
  const [first, setFirst] = React.useState(0);
  const [second, setSecond] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ height: 150 }}>
      <Tabs
        value={first}
        onChange={(_event, newValue: number) => setFirst(newValue)}
        aria-label="Contacts, icon tabs"
      >
        <Tab icon={<PhoneIcon />} aria-label="Calls" />
        <Tab icon={<FavoriteIcon />} aria-label="Favourites" />
        <Tab icon={<PersonPinIcon />} aria-label="Nearby" />
      </Tabs>
      <Tabs
        value={second}
        onChange={(_event, newValue: number) => setSecond(newValue)}
        aria-label="Contacts, icon and label tabs"
      >
        <Tab icon={<PhoneIcon />} iconPosition="start" label="Calls" />
        <Tab icon={<FavoriteIcon />} iconPosition="end" label="Favourites" />
        <Tab icon={<PersonPinIcon />} iconPosition="bottom" label="Nearby" />
      </Tabs>
    </Stack>
  );
}
