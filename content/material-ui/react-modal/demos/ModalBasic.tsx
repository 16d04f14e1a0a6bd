import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(400px, calc(100% - 32px))',
  p: 3,
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: 24,
} as const;

export default function ModalBasic() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();

  return (
    <Box sx={{ height: 40 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open modal
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          sx={panel}
        >
          <Typography id={titleId} variant="h6" component="h2">
            Keyboard shortcuts
          </Typography>
          <Typography id={descriptionId} variant="body2" sx={{ mt: 1, mb: 2 }}>
            Press Escape or click the dimmed backdrop to close this window. Focus stays inside it
            while it is open, and returns to the button afterwards.
          </Typography>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Got it
          </Button>
        </Box>
      </Modal>
    </Box>
  );
}
