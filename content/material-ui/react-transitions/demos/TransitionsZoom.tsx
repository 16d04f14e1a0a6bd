import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';

export default function TransitionsZoom() {
  const [visible, setVisible] = React.useState(true);

  return (
    <Box sx={{ height: 120 }}>
      <FormControlLabel
        control={
          <Switch checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        }
        label="Show"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <Zoom in={visible}>
          <Fab color="primary" aria-label="Add">
            <AddIcon />
          </Fab>
        </Zoom>
        <Zoom in={visible} style={{ transitionDelay: visible ? '150ms' : '0ms' }}>
          <Fab color="secondary" aria-label="Edit">
            <EditIcon />
          </Fab>
        </Zoom>
      </Box>
    </Box>
  );
}
