import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getContrastRatio } from '@mui/material/styles';
import {
  amber,
  blue,
  blueGrey,
  brown,
  cyan,
  deepOrange,
  deepPurple,
  green,
  grey,
  indigo,
  lightBlue,
  lightGreen,
  lime,
  orange,
  pink,
  purple,
  red,
  teal,
  yellow,
} from '@mui/material/colors';

const hues = {
  red,
  pink,
  purple,
  deepPurple,
  indigo,
  blue,
  lightBlue,
  cyan,
  teal,
  green,
  lightGreen,
  lime,
  yellow,
  amber,
  orange,
  deepOrange,
  brown,
  grey,
  blueGrey,
};

type HueName = keyof typeof hues;

const shades = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  'A100',
  'A200',
  'A400',
  'A700',
] as const;

/** Black or white, whichever reads better on the swatch. */
function labelColor(background: string) {
  return getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000')
    ? '#fff'
    : '#000';
}

export default function ColorSwatches() {
  const [hueName, setHueName] = React.useState<HueName>('indigo');
  const hue = hues[hueName];

  return (
    <Stack spacing={2} sx={{ height: 320 }}>
      <FormControl size="small" sx={{ width: 200 }}>
        <InputLabel id="color-swatches-hue-label">Hue</InputLabel>
        <Select
          labelId="color-swatches-hue-label"
          label="Hue"
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
      <Box
        role="list"
        aria-label={`Shades of ${hueName}`}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          gap: 1,
        }}
      >
        {shades.map((shade) => {
          const value = hue[shade];
          return (
            <Box
              key={shade}
              role="listitem"
              sx={{
                bgcolor: value,
                color: labelColor(value),
                borderRadius: 1,
                px: 1,
                py: 1.5,
                minHeight: 96,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
              }}
            >
              <Typography variant="subtitle2" component="span">
                {shade}
              </Typography>
              <Typography variant="caption" component="span" sx={{ fontFamily: 'monospace' }}>
                {value}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
