import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonVariants() {
  return (
    <Stack spacing={1} sx={{ height: 184, width: 240 }}>
      {/* text: sized from the font, so give it a font size instead of a height. */}
      <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
      <Skeleton variant="circular" width={40} height={40} />
      <Skeleton variant="rectangular" width={240} height={48} />
      <Skeleton variant="rounded" width={240} height={48} />
    </Stack>
  );
}
