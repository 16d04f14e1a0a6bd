import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerFormSubmit() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(String(data.get('birthDate') ?? ''));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" onSubmit={handleSubmit} spacing={2} sx={{ height: 140, pt: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <DatePicker label="Birth date" name="birthDate" defaultValue={dayjs('1990-08-24')} />
          <Button type="submit" variant="contained">
            Submit
          </Button>
        </Stack>
        <Typography variant="body2">
          Submitted form value: {submitted === null ? '(not submitted yet)' : `"${submitted}"`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
