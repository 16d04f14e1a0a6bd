import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// A fixed moment: only its rendering depends on the reader's browser.
const launch = new Date('2026-04-17T09:30:00Z');

function LocalTime() {
  // Time zone and locale exist only in the browser, and differ from the server's.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const local = launch.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <Typography variant="body1">
      The launch starts at <strong>{local}</strong> in your time zone ({zone}).
    </Typography>
  );
}

export default function NoSsrBasic() {
  return (
    <Box sx={{ height: 90 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        17 April 2026, 09:30 UTC
      </Typography>
      <NoSsr fallback={<Skeleton variant="text" width={360} sx={{ fontSize: '1rem' }} />}>
        <LocalTime />
      </NoSsr>
    </Box>
  );
}
