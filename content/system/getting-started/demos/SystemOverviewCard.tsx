import Box from '@mui/material/Box';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';

export default function SystemOverviewCard() {
  return (
    <Box sx={{ height: 180, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          minWidth: 260,
          p: 2,
          bgcolor: 'background.paper',
          borderRadius: 2,
          boxShadow: 2,
        }}
      >
        <Box sx={{ color: 'text.secondary', typography: 'body2' }}>Weekly sessions</Box>
        <Box sx={{ color: 'text.primary', typography: 'h4', fontWeight: 'medium' }}>98.3 K</Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            color: 'success.main',
            typography: 'body2',
            fontWeight: 'bold',
          }}
        >
          <TrendingUpIcon fontSize="small" />
          +18.7 %
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 'regular' }}>
            vs. last week
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
