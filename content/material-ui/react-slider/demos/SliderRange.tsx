import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const minDistance = 50;

export default function SliderRange() {
  const [price, setPrice] = React.useState<number[]>([100, 400]);

  const handleChange = (_event: Event, value: number[], activeThumb: number) => {
    // Keep the two thumbs at least `minDistance` apart.
    if (activeThumb === 0) {
      setPrice([Math.min(value[0], price[1] - minDistance), price[1]]);
    } else {
      setPrice([price[0], Math.max(value[1], price[0] + minDistance)]);
    }
  };

  return (
    <Box sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box sx={{ width: 320 }}>
        <Typography variant="body2">
          Price: {price[0]} € to {price[1]} €
        </Typography>
        <Slider
          getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
          getAriaValueText={(value) => `${value} euros`}
          value={price}
          onChange={handleChange}
          valueLabelDisplay="auto"
          min={0}
          max={1000}
          step={10}
          disableSwap
        />
      </Box>
    </Box>
  );
}
