import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function StackBasic() {
  return (
    <Box sx={{ height: 190 }}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          Profile
        </Paper>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          Notifications
        </Paper>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          Billing
        </Paper>
      </Stack>
    </Box>
  );
}
