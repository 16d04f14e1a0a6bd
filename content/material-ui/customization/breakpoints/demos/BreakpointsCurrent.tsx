import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';

function useCurrentBreakpoint(): Breakpoint {
  const theme = useTheme();
  const isXl = useMediaQuery(theme.breakpoints.up('xl'));
  const isLg = useMediaQuery(theme.breakpoints.up('lg'));
  const isMd = useMediaQuery(theme.breakpoints.up('md'));
  const isSm = useMediaQuery(theme.breakpoints.up('sm'));
  if (isXl) return 'xl';
  if (isLg) return 'lg';
  if (isMd) return 'md';
  if (isSm) return 'sm';
  return 'xs';
}

export default function BreakpointsCurrent() {
  const theme = useTheme();
  const current = useCurrentBreakpoint();

  return (
    <Stack spacing={2} sx={{ height: 160, justifyContent: 'center' }}>
      <Typography variant="body1" aria-live="polite">
        The window is in the <strong>{current}</strong> range.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {theme.breakpoints.keys.map((key) => (
          <Chip
            key={key}
            label={`${key} ≥ ${theme.breakpoints.values[key]}px`}
            color={key === current ? 'primary' : 'default'}
            variant={key === current ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
      <Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Computed with useMediaQuery(theme.breakpoints.up(key)).
        </Typography>
      </Box>
    </Stack>
  );
}
