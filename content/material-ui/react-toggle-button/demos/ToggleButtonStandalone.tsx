import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function ToggleButtonStandalone() {
  const [subscribed, setSubscribed] = React.useState(false);
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ height: 80, alignItems: 'center', justifyContent: 'center' }}
    >
      <ToggleButton
        value="subscribe"
        selected={subscribed}
        onChange={() => setSubscribed((previous) => !previous)}
        aria-label="Notify me about replies"
      >
        <NotificationsIcon />
      </ToggleButton>
      <Typography variant="body2">
        {subscribed ? 'You will get a notification for replies.' : 'Notifications are off.'}
      </Typography>
    </Stack>
  );
}
