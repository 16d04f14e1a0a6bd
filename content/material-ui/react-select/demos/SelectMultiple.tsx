import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function SelectMultiple() {
  const labelId = React.useId();
  const [days, setDays] = React.useState<string[]>(['Monday', 'Thursday']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Browser autofill can hand back a comma-separated string.
    setDays(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <Box sx={{ height: 100, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <FormControl sx={{ width: 320 }}>
        <InputLabel id={labelId}>Training days</InputLabel>
        <Select
          labelId={labelId}
          multiple
          value={days}
          onChange={handleChange}
          input={<OutlinedInput label="Training days" />}
          renderValue={(selected) => weekdays.filter((day) => selected.includes(day)).join(', ')}
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: 300 } } } }}
        >
          {weekdays.map((day) => (
            <MenuItem key={day} value={day}>
              {/* A picture of a checkbox: the option itself carries aria-selected. */}
              <ListItemIcon>
                {days.includes(day) ? (
                  <CheckBoxIcon color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon />
                )}
              </ListItemIcon>
              <ListItemText primary={day} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
