import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioGroupBasic() {
  const labelId = React.useId();
  return (
    <Box sx={{ height: 170, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <FormControl>
        <FormLabel id={labelId}>Delivery speed</FormLabel>
        <RadioGroup aria-labelledby={labelId} defaultValue="standard" name="delivery-speed">
          <FormControlLabel value="economy" control={<Radio />} label="Economy (5–7 days)" />
          <FormControlLabel value="standard" control={<Radio />} label="Standard (2–3 days)" />
          <FormControlLabel value="express" control={<Radio />} label="Express (next day)" />
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
