import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

export default function ProgressIndeterminate() {
  return (
    <Stack spacing={3} sx={{ height: 120 }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress aria-label="Loading" />
        <CircularProgress color="secondary" size={32} aria-label="Loading, small" />
        <CircularProgress color="success" size={24} thickness={5} aria-label="Loading, thick" />
        <CircularProgress disableShrink aria-label="Loading, no shrink" />
        <CircularProgress enableTrackSlot aria-label="Loading, with track" />
      </Stack>
      <Box sx={{ maxWidth: 480 }}>
        <LinearProgress aria-label="Loading the feed" />
      </Box>
      <Box sx={{ maxWidth: 480 }}>
        <LinearProgress color="secondary" variant="query" aria-label="Preparing the export" />
      </Box>
    </Stack>
  );
}
