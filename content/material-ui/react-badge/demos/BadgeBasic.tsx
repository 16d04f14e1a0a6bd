import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ChatIcon from '@mui/icons-material/Chat';

export default function BadgeBasic() {
  return (
    <Stack direction="row" spacing={3} sx={{ height: 48, alignItems: 'center' }}>
      <IconButton aria-label="Mail, 4 unread">
        <Badge badgeContent={4} color="primary">
          <MailIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="Notifications, 12 new">
        <Badge badgeContent={12} color="secondary">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="Cart, 2 items">
        <Badge badgeContent={2} color="success">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="Chat, 7 unanswered">
        <Badge badgeContent={7} color="primary">
          <ChatIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
