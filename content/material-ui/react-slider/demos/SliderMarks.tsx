import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const temperatures = [
  { value: 0, label: '0 °C' },
  { value: 20, label: '20 °C' },
  { value: 37, label: '37 °C' },
  { value: 100, label: '100 °C' },
];

const speeds = [
  { value: 1, label: '1×' },
  { value: 1.5, label: '1.5×' },
  { value: 2, label: '2×' },
  { value: 3, label: '3×' },
];

export default function SliderMarks() {
  return (
    <Box sx={{ height: 190, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box sx={{ width: 340, px: 2 }}>
        <Typography id="slider-marks-temperature" variant="body2">
          Temperature, any step of 10
        </Typography>
        <Slider
          aria-labelledby="slider-marks-temperature"
          defaultValue={20}
          getAriaValueText={(value) => `${value} °C`}
          step={10}
          marks={temperatures}
          valueLabelDisplay="auto"
        />
        <Typography id="slider-marks-speed" variant="body2" sx={{ mt: 2 }}>
          Playback speed, marks only
        </Typography>
        <Slider
          aria-labelledby="slider-marks-speed"
          defaultValue={1.5}
          getAriaValueText={(value) => `${value} times`}
          step={null}
          min={1}
          max={3}
          marks={speeds}
        />
      </Box>
    </Box>
  );
}
