import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const square = { width: 40, height: 40, bgcolor: 'primary.main' };
const circle = { ...square, borderRadius: '50%' };

export default function BadgeDotOverlap() {
  return (
    <Stack direction="row" spacing={3} sx={{ height: 80, alignItems: 'flex-start', pt: 1 }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge color="secondary" badgeContent={5} overlap="rectangular">
          <Box sx={square} />
        </Badge>
        <Typography variant="caption">rectangular</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge color="secondary" badgeContent={5} overlap="circular">
          <Box sx={circle} />
        </Badge>
        <Typography variant="caption">circular</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge color="error" variant="dot" overlap="rectangular">
          <Box sx={square} />
        </Badge>
        <Typography variant="caption">dot</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge color="error" variant="dot" overlap="circular">
          <Box sx={circle} />
        </Badge>
        <Typography variant="caption">dot, circular</Typography>
      </Stack>
    </Stack>
  );
}
