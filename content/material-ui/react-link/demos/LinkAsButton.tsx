import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkAsButton() {
  const [count, setCount] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ height: 60, alignItems: 'flex-start' }}>
      <Link component="button" variant="body2" onClick={() => setCount(count + 1)}>
        Load more comments
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Clicked {count} {count === 1 ? 'time' : 'times'}.
      </Typography>
    </Stack>
  );
}
