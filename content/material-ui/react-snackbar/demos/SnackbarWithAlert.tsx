import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

export default function SnackbarWithAlert() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (_event?: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <Stack direction="row" sx={{ height: 48, alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Save settings
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert onClose={handleClose} severity="success" variant="filled" sx={{ width: '100%' }}>
          Settings saved. They apply to every device you sign in on.
        </Alert>
      </Snackbar>
    </Stack>
  );
}
