import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Onions'];

export default function CheckboxGroup() {
  const [chosen, setChosen] = React.useState<Record<string, boolean>>({
    Mushrooms: true,
    Olives: false,
    Peppers: false,
    Onions: false,
  });
  const count = Object.values(chosen).filter(Boolean).length;
  const error = count > 2;

  return (
    <Box sx={{ height: 220, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
      <FormControl component="fieldset" variant="standard" error={error}>
        <FormLabel component="legend">Pick up to two toppings</FormLabel>
        <FormGroup>
          {toppings.map((topping) => (
            <FormControlLabel
              key={topping}
              label={topping}
              control={
                <Checkbox
                  checked={chosen[topping]}
                  onChange={(event) =>
                    setChosen((previous) => ({ ...previous, [topping]: event.target.checked }))
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {error ? `${count} chosen: remove one.` : `${count} of 2 chosen.`}
        </FormHelperText>
      </FormControl>
    </Box>
  );
}
