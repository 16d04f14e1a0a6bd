import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function TransitionsSlide() {
  const [visible, setVisible] = React.useState(false);
  const [frame, setFrame] = React.useState<HTMLElement | null>(null);

  return (
    <Box sx={{ height: 170 }}>
      <FormControlLabel
        control={
          <Switch checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        }
        label="Show"
      />
      <Box
        ref={setFrame}
        sx={{
          mt: 1,
          height: 110,
          maxWidth: 360,
          p: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Slide in={visible} direction="up" container={frame}>
          <Paper elevation={4} sx={{ p: 2 }}>
            <Typography variant="body2">
              Slides up from the bottom edge of this frame, thanks to the container prop.
            </Typography>
          </Paper>
        </Slide>
      </Box>
    </Box>
  );
}
