import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

export default function TransitionsFade() {
  const [visible, setVisible] = React.useState(true);

  return (
    <Box sx={{ height: 140 }}>
      <FormControlLabel
        control={
          <Switch checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        }
        label="Show"
      />
      <Fade in={visible}>
        <Paper
          elevation={2}
          sx={{ mt: 1, p: 2, display: 'inline-flex', alignItems: 'center', gap: 1 }}
        >
          <CheckCircleIcon color="success" />
          Changes saved
        </Paper>
      </Fade>
    </Box>
  );
}
