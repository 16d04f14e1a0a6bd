import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function TextFieldBasic() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{
        height: 100,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <TextField label="Outlined" variant="outlined" sx={{ width: 200 }} />
      <TextField label="Filled" variant="filled" sx={{ width: 200 }} />
      <TextField label="Standard" variant="standard" sx={{ width: 200 }} />
    </Box>
  );
}
