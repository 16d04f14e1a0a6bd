import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ClickAwayListenerBasic() {
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();

  return (
    <Box sx={{ height: 160 }}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Box sx={{ display: 'inline-block' }}>
          <Button
            variant="outlined"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((previous) => !previous)}
          >
            Filters
          </Button>
          {open ? (
            <Paper id={panelId} elevation={4} sx={{ mt: 1, p: 2, width: 260 }}>
              <Typography variant="body2">
                This panel stays open while you click inside it or on the button. A click anywhere
                else closes it.
              </Typography>
            </Paper>
          ) : null}
        </Box>
      </ClickAwayListener>
    </Box>
  );
}
