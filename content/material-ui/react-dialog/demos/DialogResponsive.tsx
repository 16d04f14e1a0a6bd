import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';

export default function DialogResponsive() {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  // Below the md breakpoint (900 px), the dialog takes the whole screen.
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <Stack direction="row" sx={{ height: 48, alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open terms
      </Button>
      <Dialog fullScreen={fullScreen} open={open} onClose={() => setOpen(false)}>
        <DialogTitle sx={{ pr: 7 }}>Terms of service</DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <DialogContentText>
            On a phone, a dialog with a lot of text is easier to read when it fills the screen. This
            one does below 900 px and floats above the page on wider screens.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Decline</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Accept
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
