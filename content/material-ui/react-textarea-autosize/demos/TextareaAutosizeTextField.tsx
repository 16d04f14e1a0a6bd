import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function TextareaAutosizeTextField() {
  const [value, setValue] = React.useState('');

  return (
    <Box sx={{ height: 190, maxWidth: 420 }}>
      <TextField
        label="Description"
        multiline
        minRows={2}
        maxRows={5}
        fullWidth
        value={value}
        onChange={(event) => setValue(event.target.value)}
        helperText={`${value.length} / 500 characters`}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </Box>
  );
}
