import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function LinkColors() {
  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ height: 40, alignItems: 'center', flexWrap: 'wrap' }}
      onClick={(event: React.MouseEvent) => event.preventDefault()}
    >
      <Link href="#primary">primary (default)</Link>
      <Link href="#secondary" color="secondary">
        secondary
      </Link>
      <Link href="#inherit" color="inherit">
        inherit
      </Link>
      <Link href="#text-secondary" color="text.secondary">
        text.secondary
      </Link>
    </Stack>
  );
}
