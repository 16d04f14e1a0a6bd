import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function SwitchBasic() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ height: 80, alignItems: 'center', justifyContent: 'center' }}
    >
      <Switch defaultChecked slotProps={{ input: { 'aria-label': 'On by default' } }} />
      <Switch slotProps={{ input: { 'aria-label': 'Off by default' } }} />
      <Switch disabled defaultChecked slotProps={{ input: { 'aria-label': 'Disabled, on' } }} />
      <Switch disabled slotProps={{ input: { 'aria-label': 'Disabled, off' } }} />
    </Stack>
  );
}
