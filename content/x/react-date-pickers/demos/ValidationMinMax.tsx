import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ValidationMinMax() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1, flexWrap: 'wrap' }}>
        <DatePicker
          label="Date in May 2026"
          minDate={dayjs('2026-05-01')}
          maxDate={dayjs('2026-05-31')}
          sx={{ width: 240 }}
        />
        <TimePicker
          label="Between 9:00 and 17:30"
          minTime={dayjs('2026-05-01T09:00')}
          maxTime={dayjs('2026-05-01T17:30')}
          sx={{ width: 240 }}
        />
        <DateTimePicker
          label="After May 4, 14:00"
          minDateTime={dayjs('2026-05-04T14:00')}
          sx={{ width: 270 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
