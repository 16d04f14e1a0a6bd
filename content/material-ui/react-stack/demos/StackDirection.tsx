import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function StackDirection() {
  return (
    <Box sx={{ height: 170 }}>
      <Stack
        component="form"
        aria-label="Newsletter"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField label="First name" size="small" />
        <TextField label="Email" type="email" size="small" />
        <Button type="submit" variant="contained">
          Subscribe
        </Button>
      </Stack>
    </Box>
  );
}
