import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ height: 128 }}>
      <Typography variant="body2">Sign in with your work account.</Typography>
      <Divider>or</Divider>
      <Divider textAlign="left">Billing</Divider>
      <Divider textAlign="right">Page 2</Divider>
    </Stack>
  );
}
