import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioGroupRow() {
  const rowLabelId = React.useId();
  const placementLabelId = React.useId();
  return (
    <Box
      sx={{
        height: 190,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <FormControl>
        <FormLabel id={rowLabelId}>T-shirt size</FormLabel>
        <RadioGroup row aria-labelledby={rowLabelId} name="shirt-size" defaultValue="m">
          <FormControlLabel value="s" control={<Radio size="small" />} label="S" />
          <FormControlLabel value="m" control={<Radio size="small" />} label="M" />
          <FormControlLabel value="l" control={<Radio size="small" />} label="L" />
          <FormControlLabel value="xl" disabled control={<Radio size="small" />} label="XL" />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={placementLabelId}>Label placement</FormLabel>
        <RadioGroup row aria-labelledby={placementLabelId} name="placement" defaultValue="top">
          <FormControlLabel value="top" control={<Radio />} label="Top" labelPlacement="top" />
          <FormControlLabel
            value="start"
            control={<Radio />}
            label="Start"
            labelPlacement="start"
          />
          <FormControlLabel
            value="bottom"
            control={<Radio />}
            label="Bottom"
            labelPlacement="bottom"
          />
          <FormControlLabel value="end" control={<Radio />} label="End" />
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
