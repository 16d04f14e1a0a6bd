import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Profile({ loading }: { loading: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 280 }}>
      {loading ? (
        <Skeleton variant="circular">
          <Avatar />
        </Skeleton>
      ) : (
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>LM</Avatar>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="div">
          {loading ? <Skeleton /> : 'Luis Moreno'}
        </Typography>
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
          {loading ? <Skeleton width="70%" /> : 'Product designer'}
        </Typography>
      </Box>
    </Stack>
  );
}

export default function SkeletonInferred() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ height: 144 }}>
      <Profile loading />
      <Profile loading={false} />
    </Stack>
  );
}
