import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertSeverity() {
  return (
    <Stack spacing={1} sx={{ height: 216 }}>
      <Alert severity="success">Your changes were saved.</Alert>
      <Alert severity="info">A new version installs on restart.</Alert>
      <Alert severity="warning">Your storage is 90% full.</Alert>
      <Alert severity="error">The payment was declined.</Alert>
    </Stack>
  );
}
