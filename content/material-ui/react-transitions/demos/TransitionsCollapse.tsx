import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const text =
  'Collapse animates the height of its wrapper from 0 (or from collapsedSize) to the height of the content. The content itself is not resized, only revealed.';

export default function TransitionsCollapse() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ height: 230 }}>
      <FormControlLabel
        control={<Switch checked={open} onChange={(event) => setOpen(event.target.checked)} />}
        label="Expand"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1, alignItems: 'flex-start' }}>
        <Collapse in={open} sx={{ flex: 1 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2">{text}</Typography>
          </Paper>
        </Collapse>
        <Collapse in={open} collapsedSize={44} sx={{ flex: 1 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2">collapsedSize=44: {text}</Typography>
          </Paper>
        </Collapse>
        <Box sx={{ height: 150 }}>
          <Collapse in={open} orientation="horizontal">
            <Paper
              variant="outlined"
              sx={{ p: 2, width: 140, height: 150, bgcolor: 'action.hover' }}
            >
              <Typography variant="body2">{`orientation="horizontal"`}</Typography>
            </Paper>
          </Collapse>
        </Box>
      </Box>
    </Box>
  );
}
