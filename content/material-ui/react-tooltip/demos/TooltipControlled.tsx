import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function TooltipControlled() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} sx={{ height: 48, alignItems: 'center' }}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div>
          <Tooltip
            title="Opened by a click, closed by clicking elsewhere"
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            describeChild
            slotProps={{ popper: { disablePortal: true } }}
          >
            <Button variant="contained" onClick={() => setOpen((value) => !value)}>
              Click for a hint
            </Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        open: {String(open)}
      </Typography>
    </Stack>
  );
}
