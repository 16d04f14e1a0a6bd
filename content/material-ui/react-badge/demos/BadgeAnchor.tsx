import * as React from 'react';
import Badge, { type BadgeOrigin } from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export default function BadgeAnchor() {
  const [vertical, setVertical] = React.useState<BadgeOrigin['vertical']>('top');
  const [horizontal, setHorizontal] = React.useState<BadgeOrigin['horizontal']>('right');

  return (
    <Stack direction="row" spacing={4} sx={{ height: 96, alignItems: 'center' }}>
      <Stack spacing={1}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={vertical}
          onChange={(_, value: BadgeOrigin['vertical'] | null) => value && setVertical(value)}
          aria-label="Vertical anchor"
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={horizontal}
          onChange={(_, value: BadgeOrigin['horizontal'] | null) => value && setHorizontal(value)}
          aria-label="Horizontal anchor"
        >
          <ToggleButton value="left">left</ToggleButton>
          <ToggleButton value="right">right</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Badge color="primary" badgeContent={8} anchorOrigin={{ vertical, horizontal }}>
        <Box sx={{ width: 56, height: 40, border: 1, borderColor: 'divider', borderRadius: 1 }} />
      </Badge>
    </Stack>
  );
}
