import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const colors = ['primary', 'secondary', 'success', 'warning', 'default'] as const;

export default function SwitchSizesColors() {
  return (
    <Stack spacing={1} sx={{ height: 110, alignItems: 'center', justifyContent: 'center' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Switch size="small" defaultChecked slotProps={{ input: { 'aria-label': 'Small' } }} />
        <Switch defaultChecked slotProps={{ input: { 'aria-label': 'Medium' } }} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {colors.map((color) => (
          <Switch
            key={color}
            color={color}
            defaultChecked
            slotProps={{ input: { 'aria-label': `Colour ${color}` } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
