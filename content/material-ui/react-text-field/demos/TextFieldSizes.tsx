import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{
        height: 190,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
        <TextField label="Small" size="small" defaultValue="Compact" sx={{ width: 200 }} />
        <TextField label="Medium" defaultValue="Default" sx={{ width: 200 }} />
        <TextField
          label="Secondary"
          color="secondary"
          focused
          defaultValue="Focused"
          sx={{ width: 200 }}
        />
      </Box>
      <TextField label="Full width" fullWidth defaultValue="Stretches to its container" />
    </Box>
  );
}
