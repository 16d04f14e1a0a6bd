import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={3} sx={{ height: 140, p: 2, boxSizing: 'border-box' }}>
      <Paper sx={{ flex: 1, p: 2 }}>
        <Typography variant="body2">Default: elevation 1, rounded corners</Typography>
      </Paper>
      <Paper variant="outlined" sx={{ flex: 1, p: 2 }}>
        <Typography variant="body2">variant=&quot;outlined&quot;</Typography>
      </Paper>
      <Paper variant="outlined" square sx={{ flex: 1, p: 2 }}>
        <Typography variant="body2">outlined and square</Typography>
      </Paper>
    </Stack>
  );
}
