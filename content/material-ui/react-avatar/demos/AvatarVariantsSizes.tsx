import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';

const sizes = [24, 40, 56];

export default function AvatarVariantsSizes() {
  return (
    <Stack spacing={2} sx={{ height: 176 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ width: 64 }}>
          variant
        </Typography>
        <Avatar variant="circular" sx={{ bgcolor: 'primary.main' }}>
          <FolderIcon />
        </Avatar>
        <Avatar variant="rounded" sx={{ bgcolor: 'primary.main' }}>
          <FolderIcon />
        </Avatar>
        <Avatar variant="square" sx={{ bgcolor: 'primary.main' }}>
          <FolderIcon />
        </Avatar>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ width: 64 }}>
          size
        </Typography>
        {sizes.map((size) => (
          <Avatar
            key={size}
            sx={{
              width: size,
              height: size,
              fontSize: size / 2.5,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
            }}
          >
            {size}
          </Avatar>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ width: 64 }}>
          fallback
        </Typography>
        <Avatar />
        <Avatar variant="rounded" />
      </Stack>
    </Stack>
  );
}
