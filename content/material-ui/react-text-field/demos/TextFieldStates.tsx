import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function TextFieldStates() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{
        height: 200,
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 190px)',
        gap: 2,
        alignContent: 'center',
        justifyContent: 'center',
      }}
    >
      <TextField required label="Required" defaultValue="Ada" />
      <TextField disabled label="Disabled" defaultValue="Locked" />
      <TextField
        label="Read only"
        defaultValue="INV-2026-0042"
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        defaultValue="hunter2"
      />
      <TextField
        label="Quantity"
        type="number"
        defaultValue={3}
        slotProps={{ htmlInput: { min: 1, max: 99 } }}
      />
      <TextField label="Search" type="search" placeholder="Type to search" />
    </Box>
  );
}
