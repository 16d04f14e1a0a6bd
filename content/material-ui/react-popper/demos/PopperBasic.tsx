import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function PopperBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const popperId = React.useId();
  const open = Boolean(anchorEl);

  return (
    <Box sx={{ height: 40 }}>
      <Button
        variant="outlined"
        aria-describedby={open ? popperId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        {open ? 'Hide password rules' : 'Show password rules'}
      </Button>
      <Popper id={popperId} open={open} anchorEl={anchorEl} placement="bottom-start" transition>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={250}>
            <Paper elevation={4} sx={{ p: 2, mt: 1, maxWidth: 280 }}>
              <Typography variant="body2">
                At least 12 characters, with one digit and one symbol. The page behind stays usable
                while this is open.
              </Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
