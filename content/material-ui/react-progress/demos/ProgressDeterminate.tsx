import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ProgressDeterminate() {
  const [value, setValue] = React.useState(40);

  return (
    <Stack spacing={2} sx={{ height: 176, maxWidth: 480 }}>
      <Slider
        value={value}
        onChange={(_, next) => setValue(next as number)}
        aria-label="Progress value"
        valueLabelDisplay="auto"
      />
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress variant="determinate" value={value} aria-label="Circular progress" />
        {/* A circular progress with its value written in the middle. */}
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress
            variant="determinate"
            value={value}
            size={56}
            enableTrackSlot
            aria-label="Circular progress with label"
          />
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Typography variant="caption" component="div" aria-hidden>
              {`${Math.round(value)}%`}
            </Typography>
          </Box>
        </Box>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={value}
          aria-label="Linear progress"
          sx={{ flex: 1 }}
        />
        <Typography variant="body2" sx={{ minWidth: 40 }} aria-hidden>
          {`${Math.round(value)}%`}
        </Typography>
      </Stack>
    </Stack>
  );
}
