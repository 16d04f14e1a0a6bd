import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

function valueText(value: number) {
  return `${value} minutes`;
}

export default function SliderDiscrete() {
  return (
    <Box sx={{ height: 140, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box sx={{ width: 320 }}>
        <Slider
          aria-label="Break length"
          defaultValue={15}
          getAriaValueText={valueText}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value} min`}
          step={5}
          marks
          min={5}
          max={30}
        />
        <Slider
          aria-label="Break length, small"
          defaultValue={10}
          getAriaValueText={valueText}
          valueLabelDisplay="auto"
          step={5}
          marks
          min={5}
          max={30}
          size="small"
          color="secondary"
        />
      </Box>
    </Box>
  );
}
