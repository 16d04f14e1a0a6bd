import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const days = ['Monday', 'Tuesday', 'Wednesday'];

export default function CheckboxIndeterminate() {
  const [checked, setChecked] = React.useState([true, false, false]);
  const all = checked.every(Boolean);
  const some = checked.some(Boolean);

  return (
    <Box sx={{ height: 170, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
      <div>
        <FormControlLabel
          label="Whole week"
          control={
            <Checkbox
              checked={all}
              indeterminate={some && !all}
              onChange={(event) => setChecked(days.map(() => event.target.checked))}
            />
          }
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', ms: 3 }}>
          {days.map((day, index) => (
            <FormControlLabel
              key={day}
              label={day}
              control={
                <Checkbox
                  checked={checked[index]}
                  onChange={(event) =>
                    setChecked((previous) =>
                      previous.map((value, i) => (i === index ? event.target.checked : value)),
                    )
                  }
                />
              }
            />
          ))}
        </Box>
      </div>
    </Box>
  );
}
