import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function LinkBasic() {
  return (
    <Box sx={{ height: 100 }} onClick={(event: React.MouseEvent) => event.preventDefault()}>
      <Typography>
        Read the <Link href="#terms">terms of service</Link> before you create an account, and check
        the <Link href="#privacy">privacy notice</Link> to see what we store.
      </Typography>
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link href="#help" variant="body2">
          Need help?
        </Link>{' '}
        The link takes the body2 style from its variant prop.
      </Typography>
    </Box>
  );
}
