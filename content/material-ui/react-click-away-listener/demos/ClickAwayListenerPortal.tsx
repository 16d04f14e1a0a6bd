import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ClickAwayListenerPortal() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const popperId = React.useId();
  const open = Boolean(anchorEl);

  return (
    <Box
      sx={{
        height: 100,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 1,
      }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={disableReactTree}
            onChange={(event) => {
              setDisableReactTree(event.target.checked);
              setAnchorEl(null);
            }}
          />
        }
        label="disableReactTree"
      />
      <ClickAwayListener onClickAway={() => setAnchorEl(null)} disableReactTree={disableReactTree}>
        <Box>
          <Button
            variant="contained"
            aria-describedby={open ? popperId : undefined}
            onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
          >
            {open ? 'Close details' : 'Show details'}
          </Button>
          <Popper id={popperId} open={open} anchorEl={anchorEl} placement="right-start">
            <Paper elevation={6} sx={{ p: 2, ml: 1, maxWidth: 260 }}>
              <Typography variant="body2">
                This box is portaled to the end of the page. Click on this text:{' '}
                {disableReactTree
                  ? 'with disableReactTree, the DOM tree decides, so it counts as outside.'
                  : 'it is a React child of the listener, so it counts as inside.'}
              </Typography>
            </Paper>
          </Popper>
        </Box>
      </ClickAwayListener>
    </Box>
  );
}
