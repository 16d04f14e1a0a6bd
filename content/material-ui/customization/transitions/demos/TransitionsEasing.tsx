import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Easing } from '@mui/material/styles';

const curves: (keyof Easing)[] = ['easeInOut', 'easeOut', 'easeIn', 'sharp'];

// Slowed down on purpose so the shape of each curve is visible.
const DEMO_DURATION = 1200;

export default function TransitionsEasing() {
  const theme = useTheme();
  const [moved, setMoved] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ height: 220 }}>
      <Box>
        <Button variant="contained" size="small" onClick={() => setMoved((value) => !value)}>
          {moved ? 'Back' : 'Move'}
        </Button>
      </Box>
      {curves.map((curve) => (
        <Stack key={curve} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography
            variant="body2"
            component="span"
            sx={{ width: 120, flexShrink: 0, fontFamily: 'monospace' }}
          >
            {curve}
          </Typography>
          <Box sx={{ flex: 1, height: 12, borderRadius: 6, bgcolor: 'action.hover' }}>
            <Box
              sx={{
                height: '100%',
                borderRadius: 6,
                bgcolor: 'secondary.main',
                transformOrigin: 'left center',
                transform: moved ? 'scaleX(1)' : 'scaleX(0.05)',
                transition: theme.transitions.create('transform', {
                  duration: DEMO_DURATION,
                  easing: theme.transitions.easing[curve],
                }),
              }}
            />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
