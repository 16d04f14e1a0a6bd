import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function LinkUnderline() {
  return (
    <Stack
      direction="row"
      spacing={3}
      sx={{ height: 40, alignItems: 'center' }}
      onClick={(event: React.MouseEvent) => event.preventDefault()}
    >
      <Link href="#always" underline="always">
        underline=&quot;always&quot;
      </Link>
      <Link href="#hover" underline="hover">
        underline=&quot;hover&quot;
      </Link>
      <Link href="#none" underline="none">
        underline=&quot;none&quot;
      </Link>
    </Stack>
  );
}
