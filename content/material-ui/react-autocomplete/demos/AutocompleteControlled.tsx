import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const fruits = ['Apricot', 'Banana', 'Cherry', 'Fig', 'Grape', 'Kiwi', 'Mango', 'Peach'];

export default function AutocompleteControlled() {
  const [value, setValue] = React.useState<string | null>(fruits[2]);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Box
      sx={{
        height: 160,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      <Typography variant="body2">
        <code>value</code>: {value === null ? 'null' : `'${value}'`}
      </Typography>
      <Typography variant="body2">
        <code>inputValue</code>: &apos;{inputValue}&apos;
      </Typography>
      <Autocomplete
        value={value}
        onChange={(_event, next) => setValue(next)}
        inputValue={inputValue}
        onInputChange={(_event, next) => setInputValue(next)}
        options={fruits}
        sx={{ width: 300, mt: 1 }}
        renderInput={(params) => <TextField {...params} label="Fruit" />}
      />
    </Box>
  );
}
