import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';

export default function AvatarWithBadge() {
  return (
    <Stack direction="row" spacing={4} sx={{ height: 72, alignItems: 'center' }}>
      <Badge
        overlap="circular"
        variant="dot"
        color="success"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Avatar
          role="img"
          aria-label="Nora Lind, online"
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          NL
        </Avatar>
      </Badge>
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={
          <Avatar
            sx={{
              width: 22,
              height: 22,
              bgcolor: 'background.paper',
              color: 'text.primary',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <EditIcon sx={{ fontSize: 14 }} />
          </Avatar>
        }
      >
        <Avatar
          role="img"
          aria-label="Tomás Reyes"
          sx={{ width: 56, height: 56, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
        >
          TR
        </Avatar>
      </Badge>
    </Stack>
  );
}
