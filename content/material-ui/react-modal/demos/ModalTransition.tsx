import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(380px, calc(100% - 32px))',
  p: 3,
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: 24,
} as const;

export default function ModalTransition() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <Box sx={{ height: 40 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open with a fade
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 400 } }}
      >
        <Fade in={open} timeout={400}>
          <Box role="dialog" aria-modal="true" aria-labelledby={titleId} sx={panel}>
            <Typography id={titleId} variant="h6" component="h2">
              Fading in and out
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, mb: 2 }}>
              The backdrop and this panel fade together. With closeAfterTransition, the modal stays
              mounted until the fade-out has finished.
            </Typography>
            <Button variant="contained" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Box>
        </Fade>
      </Modal>
    </Box>
  );
}
