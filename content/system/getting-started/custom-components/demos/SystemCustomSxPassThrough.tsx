import * as React from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface NoticeProps {
  children: React.ReactNode;
  sx?: SxProps<Theme>;
}

function Notice({ children, sx = [] }: NoticeProps) {
  return (
    <Box
      sx={[
        {
          px: 2,
          py: 1,
          borderInlineStart: 4,
          borderColor: 'primary.main',
          bgcolor: 'action.hover',
          color: 'text.primary',
          typography: 'body2',
        },
        // The caller's sx may itself be an array: spread it so the entries stay flat.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

export default function SystemCustomSxPassThrough() {
  return (
    <Box sx={{ height: 150, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Notice>Default notice.</Notice>
      <Notice sx={{ borderColor: 'error.main' }}>Overridden with an sx object.</Notice>
      <Notice
        sx={[
          { borderColor: 'success.main' },
          (theme) => ({ fontWeight: theme.typography.fontWeightBold }),
        ]}
      >
        Overridden with an sx array that contains a callback.
      </Notice>
    </Box>
  );
}
