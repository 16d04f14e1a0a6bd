import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PhotoIcon from '@mui/icons-material/Photo';

const actions = [
  { icon: <MailIcon />, name: 'Message' },
  { icon: <PhotoIcon />, name: 'Photo' },
  { icon: <NotificationsIcon />, name: 'Reminder' },
];

export default function SpeedDialControlled() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 320, position: 'relative', transform: 'translateZ(0px)' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {created ? `Created: ${created}` : 'Pick an action to create something.'}
      </Typography>
      <SpeedDial
        ariaLabel="Create new item"
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
            onClick={() => {
              setCreated(action.name);
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
