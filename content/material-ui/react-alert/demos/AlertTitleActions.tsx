import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';

export default function AlertTitleActions() {
  const [open, setOpen] = React.useState(true);
  const [archived, setArchived] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ height: 240 }}>
      <Alert severity="warning" role="status">
        <AlertTitle>Session expires soon</AlertTitle>
        You will be signed out in 5 minutes.
      </Alert>
      <Box sx={{ minHeight: 56 }}>
        <Collapse in={open}>
          <Alert severity="info" onClose={() => setOpen(false)}>
            Tip: press / to search.
          </Alert>
        </Collapse>
        {!open && (
          <Button size="small" onClick={() => setOpen(true)}>
            Show the tip again
          </Button>
        )}
      </Box>
      <Alert
        severity={archived ? 'success' : 'info'}
        action={
          <Button color="inherit" size="small" onClick={() => setArchived((value) => !value)}>
            {archived ? 'Undo' : 'Archive again'}
          </Button>
        }
      >
        {archived ? 'Three messages archived.' : 'Messages restored.'}
      </Alert>
    </Stack>
  );
}
