import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function SliderContinuous() {
  const [volume, setVolume] = React.useState(40);
  return (
    <Box sx={{ height: 150, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box sx={{ width: 300 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <VolumeDown />
          <Slider
            aria-label="Volume"
            value={volume}
            onChange={(_event, value) => setVolume(value)}
          />
          <VolumeUp />
        </Stack>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Volume: {volume}%
        </Typography>
        <Slider aria-label="Balance (disabled)" defaultValue={50} disabled />
      </Box>
    </Box>
  );
}
