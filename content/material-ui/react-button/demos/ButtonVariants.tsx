import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonVariants() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ height: 80, alignItems: 'center', justifyContent: 'center' }}
    >
      <Button variant="text">Preview</Button>
      <Button variant="outlined">Save draft</Button>
      <Button variant="contained">Publish</Button>
    </Stack>
  );
}
