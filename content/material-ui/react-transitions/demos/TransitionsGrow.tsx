import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';

const card = { width: 140, height: 80, p: 2, typography: 'body2' } as const;

export default function TransitionsGrow() {
  const [visible, setVisible] = React.useState(false);

  return (
    <Box sx={{ height: 140 }}>
      <FormControlLabel
        control={
          <Switch checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        }
        label="Show"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <Grow in={visible}>
          <Paper elevation={3} sx={card}>
            Grows from the centre
          </Paper>
        </Grow>
        <Grow in={visible} style={{ transformOrigin: '0 0 0' }} timeout={1000}>
          <Paper elevation={3} sx={card}>
            From the top-left corner, slower
          </Paper>
        </Grow>
      </Box>
    </Box>
  );
}
