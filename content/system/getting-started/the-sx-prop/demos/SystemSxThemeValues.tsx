import Box from '@mui/material/Box';
import Avatar from '@mui/material/Avatar';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function SystemSxThemeValues() {
  return (
    <Box sx={{ height: 160, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2, // theme.spacing(2)
          width: 1, // 100 %
          maxWidth: 420,
          p: 2,
          bgcolor: 'background.paper', // theme.palette.background.paper
          border: 1, // 1px solid
          borderColor: 'divider', // theme.palette.divider
          borderRadius: 2, // 2 × theme.shape.borderRadius
          boxShadow: 1, // theme.shadows[1]
        }}
      >
        <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          <NotificationsIcon />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ typography: 'subtitle2', color: 'text.primary' }}>Build finished</Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
            main · 2 minutes ago · 14 checks passed
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
