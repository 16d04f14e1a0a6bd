import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HomeIcon from '@mui/icons-material/Home';

const colors: NonNullable<SvgIconProps['color']>[] = [
  'inherit',
  'action',
  'disabled',
  'primary',
  'secondary',
  'success',
  'error',
];
const sizes: NonNullable<SvgIconProps['fontSize']>[] = ['small', 'medium', 'large'];

export default function SvgIconColorSize() {
  return (
    <Stack spacing={2} sx={{ height: 200 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Stack key={color} spacing={0.5} sx={{ alignItems: 'center', minWidth: 56 }}>
            <FavoriteIcon color={color} />
            <Typography variant="caption">{color}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-end' }}>
        {sizes.map((size) => (
          <Stack key={size} spacing={0.5} sx={{ alignItems: 'center' }}>
            <HomeIcon fontSize={size} />
            <Typography variant="caption">{size}</Typography>
          </Stack>
        ))}
        <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
          <HomeIcon sx={{ fontSize: 48, color: 'primary.main' }} />
          <Typography variant="caption">sx: 48 px</Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}
