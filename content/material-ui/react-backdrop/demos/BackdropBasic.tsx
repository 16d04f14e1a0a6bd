import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BackdropBasic() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} sx={{ height: 48, alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show backdrop
      </Button>
      <Typography variant="body2" role="status">
        {open ? 'Loading, click anywhere to close.' : ''}
      </Typography>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={(theme) => ({ color: 'common.white', zIndex: theme.zIndex.drawer + 1 })}
      >
        <CircularProgress color="inherit" aria-label="Loading" />
      </Backdrop>
    </Stack>
  );
}
