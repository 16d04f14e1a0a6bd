import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function TextFieldMultiline() {
  return (
    <Box
      component="form"
      noValidate
      sx={{
        height: 200,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <TextField
        label="Grows up to 4 rows"
        multiline
        maxRows={4}
        defaultValue={'First line\nSecond line'}
        sx={{ width: 240 }}
      />
      <TextField
        label="Always 4 rows"
        multiline
        rows={4}
        placeholder="Tell us more"
        sx={{ width: 240 }}
      />
    </Box>
  );
}
