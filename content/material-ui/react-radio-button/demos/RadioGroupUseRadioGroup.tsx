import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel, { FormControlLabelProps } from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';

// A label that turns bold and primary-coloured when its radio is the selected one.
function HighlightedLabel(props: FormControlLabelProps) {
  const radioGroup = useRadioGroup();
  const checked = radioGroup ? radioGroup.value === props.value : false;
  return (
    <FormControlLabel
      {...props}
      sx={{
        '& .MuiFormControlLabel-label': checked
          ? { color: 'primary.main', fontWeight: 'fontWeightMedium' }
          : {},
      }}
    />
  );
}

export default function RadioGroupUseRadioGroup() {
  const labelId = React.useId();
  return (
    <Box sx={{ height: 150, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <FormControl>
        <FormLabel id={labelId}>Theme</FormLabel>
        <RadioGroup aria-labelledby={labelId} name="theme-choice" defaultValue="system">
          <HighlightedLabel value="light" control={<Radio />} label="Light" />
          <HighlightedLabel value="dark" control={<Radio />} label="Dark" />
          <HighlightedLabel value="system" control={<Radio />} label="Follow the system" />
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
