import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Message {
  key: number;
  text: string;
}

export default function SnackbarQueue() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | undefined>(undefined);
  const [open, setOpen] = React.useState(false);
  const nextKey = React.useRef(1);

  const enqueue = (text: string) => {
    const message = { key: nextKey.current, text };
    nextKey.current += 1;
    if (current === undefined) {
      setCurrent(message);
      setOpen(true);
    } else {
      // Close the message on screen early; the next one shows once it has left.
      setQueue((items) => [...items, message]);
      setOpen(false);
    }
  };

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const handleExited = () => {
    const [next, ...rest] = queue;
    setQueue(rest);
    setCurrent(next);
    setOpen(next !== undefined);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ height: 48, alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => enqueue('Photo uploaded')}>
        Upload photo
      </Button>
      <Button variant="outlined" onClick={() => enqueue('Link copied')}>
        Copy link
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={4000}
        onClose={handleClose}
        message={current?.text}
        slotProps={{ transition: { onExited: handleExited } }}
      />
    </Stack>
  );
}
