import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  p: 3,
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: 24,
} as const;

export default function ModalNested() {
  const [outerOpen, setOuterOpen] = React.useState(false);
  const [innerOpen, setInnerOpen] = React.useState(false);
  const outerTitleId = React.useId();
  const innerTitleId = React.useId();

  return (
    <Box sx={{ height: 40 }}>
      <Button variant="outlined" onClick={() => setOuterOpen(true)}>
        Edit project
      </Button>
      <Modal open={outerOpen} onClose={() => setOuterOpen(false)}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby={outerTitleId}
          sx={{ ...panel, width: 'min(440px, calc(100% - 32px))' }}
        >
          <Typography id={outerTitleId} variant="h6" component="h2">
            Edit project
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, mb: 2 }}>
            Deleting asks for confirmation in a second modal on top of this one. Escape closes only
            the topmost modal.
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button color="error" variant="outlined" onClick={() => setInnerOpen(true)}>
              Delete project
            </Button>
            <Button variant="contained" onClick={() => setOuterOpen(false)}>
              Done
            </Button>
          </Stack>
          <Modal open={innerOpen} onClose={() => setInnerOpen(false)}>
            <Box
              role="alertdialog"
              aria-modal="true"
              aria-labelledby={innerTitleId}
              sx={{ ...panel, width: 'min(320px, calc(100% - 32px))' }}
            >
              <Typography id={innerTitleId} variant="subtitle1" component="h3" sx={{ mb: 2 }}>
                Delete this project?
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button onClick={() => setInnerOpen(false)}>Cancel</Button>
                <Button
                  color="error"
                  variant="contained"
                  onClick={() => {
                    setInnerOpen(false);
                    setOuterOpen(false);
                  }}
                >
                  Delete
                </Button>
              </Stack>
            </Box>
          </Modal>
        </Box>
      </Modal>
    </Box>
  );
}
