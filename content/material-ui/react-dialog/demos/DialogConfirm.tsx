import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DialogConfirm() {
  const [open, setOpen] = React.useState(false);
  const [result, setResult] = React.useState('The draft is still here.');

  const close = (discarded: boolean) => {
    setOpen(false);
    setResult(discarded ? 'The draft was discarded.' : 'The draft is still here.');
  };

  return (
    <Stack direction="row" spacing={2} sx={{ height: 48, alignItems: 'center' }}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Discard draft
      </Button>
      <Typography variant="body2" role="status">
        {result}
      </Typography>
      <Dialog
        open={open}
        onClose={() => close(false)}
        aria-describedby="discard-dialog-description"
      >
        <DialogTitle>Discard this draft?</DialogTitle>
        <DialogContent>
          <DialogContentText id="discard-dialog-description">
            The message and its two attachments will be deleted. You cannot undo this.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)} autoFocus>
            Keep editing
          </Button>
          <Button color="error" onClick={() => close(true)}>
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
