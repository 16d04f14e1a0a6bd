import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function BackdropContained() {
  const [loading, setLoading] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ height: 200 }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="Refreshing"
      />
      <Paper
        variant="outlined"
        aria-busy={loading}
        sx={{ position: 'relative', overflow: 'hidden', p: 2, flex: 1, maxWidth: 420 }}
      >
        <Typography variant="subtitle2" component="p">
          Weekly summary
        </Typography>
        <Typography variant="body2">
          38 orders, 4 returns and 2 open support tickets since Monday.
        </Typography>
        <Backdrop open={loading} sx={{ position: 'absolute', color: 'common.white', zIndex: 1 }}>
          <CircularProgress color="inherit" size={32} aria-label="Refreshing the summary" />
        </Backdrop>
      </Paper>
    </Stack>
  );
}
