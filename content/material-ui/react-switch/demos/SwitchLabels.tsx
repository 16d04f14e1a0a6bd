import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ height: 140, alignItems: 'center', justifyContent: 'center' }}
    >
      <FormGroup>
        <FormControlLabel control={<Switch defaultChecked />} label="Wi-Fi" />
        <FormControlLabel control={<Switch />} label="Bluetooth" />
        <FormControlLabel disabled control={<Switch />} label="Airplane mode" />
      </FormGroup>
      <FormGroup>
        <FormControlLabel control={<Switch />} label="Label at the start" labelPlacement="start" />
        <FormControlLabel required control={<Switch />} label="Required" />
      </FormGroup>
    </Stack>
  );
}
