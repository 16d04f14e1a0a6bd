import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function UsageSubscribeForm() {
  const [email, setEmail] = React.useState('');
  const [weekly, setWeekly] = React.useState(true);
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  const emailIsValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(`${email} will get the ${weekly ? 'weekly' : 'monthly'} digest.`);
  };

  return (
    <Stack sx={{ height: 380, alignItems: 'center', justifyContent: 'center' }}>
      <Paper
        component="form"
        variant="outlined"
        onSubmit={handleSubmit}
        noValidate
        sx={{ p: 3, width: '100%', maxWidth: 380 }}
      >
        <Stack spacing={2}>
          <Typography variant="h6" component="h3">
            Get the release digest
          </Typography>
          <TextField
            label="Email address"
            type="email"
            size="small"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setSubmitted(null);
            }}
            error={email !== '' && !emailIsValid}
            helperText={email !== '' && !emailIsValid ? 'Enter a full address' : ' '}
          />
          <FormControlLabel
            control={
              <Checkbox checked={weekly} onChange={(event) => setWeekly(event.target.checked)} />
            }
            label="Weekly digest (otherwise monthly)"
          />
          <Button type="submit" variant="contained" disabled={!emailIsValid}>
            Subscribe
          </Button>
          {submitted ? (
            <Alert severity="success" sx={{ py: 0 }}>
              {submitted}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
