import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function ResponsiveUiContainerQueries() {
  const [width, setWidth] = React.useState(480);
  const labelId = React.useId();

  return (
    <Box sx={{ height: 300, p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ maxWidth: 360 }}>
        <Typography id={labelId} variant="body2" gutterBottom>
          Container width: {width}px
        </Typography>
        <Slider
          value={width}
          onChange={(_, value) => setWidth(value)}
          min={240}
          max={560}
          step={20}
          aria-labelledby={labelId}
        />
      </Box>
      {/* The parent declares itself a size container. */}
      <Box sx={{ containerType: 'inline-size', width, maxWidth: '100%' }}>
        <Paper
          variant="outlined"
          sx={{
            p: 2,
            display: 'flex',
            gap: 2,
            alignItems: { '@': 'flex-start', '@400': 'center' },
            // '@400' means: when the container is at least 400px wide.
            flexDirection: { '@': 'column', '@400': 'row' },
          }}
        >
          <Avatar sx={{ bgcolor: 'secondary.main' }}>AK</Avatar>
          <Box>
            <Typography variant="subtitle1" component="p">
              Ada Kowalski
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Stacked below 400px of container width, in a row above it.
            </Typography>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
