import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Duration } from '@mui/material/styles';

const keys: (keyof Duration)[] = [
  'shortest',
  'shorter',
  'short',
  'standard',
  'complex',
  'enteringScreen',
  'leavingScreen',
];

export default function TransitionsDurations() {
  const theme = useTheme();
  const [filled, setFilled] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ height: 300 }}>
      <Box>
        <Button variant="contained" size="small" onClick={() => setFilled((value) => !value)}>
          {filled ? 'Reset' : 'Play'}
        </Button>
      </Box>
      {keys.map((key) => {
        const ms = theme.transitions.duration[key];
        return (
          <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography
              variant="body2"
              component="span"
              sx={{ width: 200, flexShrink: 0, fontFamily: 'monospace' }}
            >
              {key}: {ms} ms
            </Typography>
            <Box sx={{ flex: 1, height: 12, borderRadius: 6, bgcolor: 'action.hover' }}>
              <Box
                sx={{
                  height: '100%',
                  borderRadius: 6,
                  bgcolor: 'primary.main',
                  transformOrigin: 'left center',
                  transform: filled ? 'scaleX(1)' : 'scaleX(0)',
                  transition: theme.transitions.create('transform', {
                    duration: ms,
                    easing: theme.transitions.easing.easeInOut,
                  }),
                }}
              />
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
