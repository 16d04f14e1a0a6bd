import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const animations = [
  { label: 'pulse (default)', value: 'pulse' },
  { label: 'wave', value: 'wave' },
  { label: 'false', value: false },
] as const;

export default function SkeletonAnimations() {
  return (
    <Stack spacing={1} sx={{ height: 104, maxWidth: 360 }}>
      {animations.map((animation) => (
        <Stack key={animation.label} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="caption" sx={{ width: 96, flexShrink: 0 }}>
            {animation.label}
          </Typography>
          <Skeleton animation={animation.value} sx={{ flex: 1 }} />
        </Stack>
      ))}
    </Stack>
  );
}
