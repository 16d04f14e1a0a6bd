import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function TextFieldValidation() {
  const [email, setEmail] = React.useState('ada@example');
  const [bio, setBio] = React.useState('');
  const emailError = email !== '' && !emailPattern.test(email);
  const maxBio = 60;

  return (
    <Box
      component="form"
      noValidate
      sx={{
        height: 120,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
        helperText={emailError ? 'Enter an address like name@example.com.' : ' '}
        sx={{ width: 280 }}
      />
      <TextField
        label="Short bio"
        value={bio}
        onChange={(event) => setBio(event.target.value.slice(0, maxBio))}
        helperText={`${bio.length}/${maxBio} characters`}
        sx={{ width: 280 }}
      />
    </Box>
  );
}
