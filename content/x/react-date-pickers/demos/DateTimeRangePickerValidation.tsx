import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1, flexWrap: 'wrap' }}>
        <DateTimeRangePicker
          label="Conference booking"
          minDateTime={dayjs('2026-04-20T09:00')}
          maxDateTime={dayjs('2026-04-24T17:00')}
          referenceDate={dayjs('2026-04-20T09:00')}
          sx={{ width: 380 }}
        />
        <DateTimeRangePicker
          label="Office hours each day"
          minTime={dayjs('2026-04-20T08:00')}
          maxTime={dayjs('2026-04-20T19:00')}
          referenceDate={dayjs('2026-04-20T08:00')}
          sx={{ width: 380 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
