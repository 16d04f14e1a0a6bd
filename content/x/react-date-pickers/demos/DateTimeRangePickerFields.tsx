import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function DateTimeRangePickerFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 140, pt: 1 }}>
        <DateTimeRangePicker label="Event (one input)" sx={{ width: 420 }} />
        <DateTimeRangePicker
          slots={{ field: MultiInputDateTimeRangeField }}
          localeText={{ start: 'Doors open', end: 'Event ends' }}
          sx={{ maxWidth: 600 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
