import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioGroupValidation() {
  const labelId = React.useId();
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState(false);
  const [helperText, setHelperText] = React.useState('Pick one answer.');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === '') {
      setError(true);
      setHelperText('Choose an answer before you check it.');
    } else if (value === 'mercury') {
      setError(false);
      setHelperText('Correct: Mercury is the closest planet to the Sun.');
    } else {
      setError(true);
      setHelperText('Not quite. Try again.');
    }
  };

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      sx={{ height: 240, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <FormControl error={error} variant="standard">
        <FormLabel id={labelId}>Which planet is closest to the Sun?</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name="quiz"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(false);
            setHelperText(' ');
          }}
        >
          <FormControlLabel value="venus" control={<Radio />} label="Venus" />
          <FormControlLabel value="mercury" control={<Radio />} label="Mercury" />
          <FormControlLabel value="mars" control={<Radio />} label="Mars" />
        </RadioGroup>
        <FormHelperText>{helperText}</FormHelperText>
        <Button type="submit" variant="outlined" sx={{ mt: 1, alignSelf: 'flex-start' }}>
          Check answer
        </Button>
      </FormControl>
    </Box>
  );
}
