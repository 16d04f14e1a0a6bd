import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

export default function SnackbarBasic() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss the message.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <Stack direction="row" sx={{ height: 48, alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Archive conversation
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message="Conversation archived"
        action={
          <>
            <Button color="inherit" size="small" onClick={handleClose}>
              Undo
            </Button>
            <IconButton size="small" aria-label="Close" color="inherit" onClick={handleClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      />
    </Stack>
  );
}
