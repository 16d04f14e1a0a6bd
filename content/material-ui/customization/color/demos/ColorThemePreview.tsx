import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { deepPurple, indigo, pink, teal, blueGrey } from '@mui/material/colors';

const hues = { indigo, deepPurple, pink, teal, blueGrey };
type HueName = keyof typeof hues;

export default function ColorThemePreview() {
  const [hueName, setHueName] = React.useState<HueName>('indigo');

  // A colour object (all the shades) as `primary`: main, light and dark come from
  // shades 500, 300 and 700, and contrastText is computed.
  const theme = React.useMemo(
    () => createTheme({ palette: { primary: hues[hueName] } }),
    [hueName],
  );
  const { primary } = theme.palette;

  return (
    <Stack spacing={2} sx={{ height: 280 }}>
      <FormControl size="small" sx={{ width: 200 }}>
        <InputLabel id="color-preview-hue-label">Primary hue</InputLabel>
        <Select
          labelId="color-preview-hue-label"
          label="Primary hue"
          value={hueName}
          onChange={(event) => setHueName(event.target.value as HueName)}
        >
          {(Object.keys(hues) as HueName[]).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Stack direction="row" spacing={1}>
        {(['light', 'main', 'dark'] as const).map((key) => (
          <Box key={key} sx={{ width: 112 }}>
            <Box sx={{ height: 40, borderRadius: 1, bgcolor: primary[key] }} />
            <Typography variant="caption" component="p">
              {key}
            </Typography>
            <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
              {primary[key]}
            </Typography>
          </Box>
        ))}
      </Stack>
      <ThemeProvider theme={theme}>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          <Button variant="contained">Contained</Button>
          <FormControlLabel control={<Switch defaultChecked />} label="Switch" />
          <Slider defaultValue={40} aria-label="Sample slider" sx={{ width: 160 }} />
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
