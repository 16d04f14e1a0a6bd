import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function CheckboxBasic() {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ height: 80, alignItems: 'center', justifyContent: 'center' }}
    >
      <Checkbox defaultChecked slotProps={{ input: { 'aria-label': 'Checked by default' } }} />
      <Checkbox slotProps={{ input: { 'aria-label': 'Unchecked' } }} />
      <Checkbox disabled slotProps={{ input: { 'aria-label': 'Disabled' } }} />
      <Checkbox disabled checked slotProps={{ input: { 'aria-label': 'Disabled and checked' } }} />
    </Stack>
  );
}
