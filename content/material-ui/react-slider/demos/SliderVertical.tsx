import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

const bands = [
  { label: 'Bass', value: 60 },
  { label: 'Middle', value: 45 },
  { label: 'Treble', value: 70 },
];

export default function SliderVertical() {
  return (
    <Stack
      direction="row"
      spacing={6}
      sx={{ height: 240, alignItems: 'center', justifyContent: 'center' }}
    >
      {bands.map((band) => (
        <Box key={band.label} sx={{ height: 200, textAlign: 'center' }}>
          <Slider
            aria-label={band.label}
            orientation="vertical"
            defaultValue={band.value}
            valueLabelDisplay="auto"
            sx={{ height: 170 }}
          />
          <Box component="span" sx={{ display: 'block', typography: 'body2' }}>
            {band.label}
          </Box>
        </Box>
      ))}
      <Box sx={{ height: 200, textAlign: 'center' }}>
        <Slider
          aria-label="Noise reduction"
          orientation="vertical"
          defaultValue={30}
          track="inverted"
          sx={{ height: 170 }}
        />
        <Box component="span" sx={{ display: 'block', typography: 'body2' }}>
          Inverted
        </Box>
      </Box>
    </Stack>
  );
}
