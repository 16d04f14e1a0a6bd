import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ValidationPastFuture() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1, flexWrap: 'wrap' }}>
        <DatePicker label="Date of birth" disableFuture sx={{ width: 240 }} />
        <DatePicker label="Delivery date" disablePast sx={{ width: 240 }} />
        <DateTimePicker label="Reminder" disablePast sx={{ width: 270 }} />
      </Stack>
    </LocalizationProvider>
  );
}
