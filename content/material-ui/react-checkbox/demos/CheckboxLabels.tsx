import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';

export default function CheckboxLabels() {
  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ height: 140, alignItems: 'center', justifyContent: 'center' }}
    >
      <FormGroup>
        <FormControlLabel control={<Checkbox defaultChecked />} label="Email me a receipt" />
        <FormControlLabel required control={<Checkbox />} label="I accept the terms" />
        <FormControlLabel disabled control={<Checkbox />} label="Gift wrap (sold out)" />
      </FormGroup>
      <FormGroup row>
        <FormControlLabel control={<Checkbox />} label="Top" labelPlacement="top" />
        <FormControlLabel control={<Checkbox />} label="Start" labelPlacement="start" />
        <FormControlLabel control={<Checkbox />} label="Bottom" labelPlacement="bottom" />
      </FormGroup>
    </Stack>
  );
}
