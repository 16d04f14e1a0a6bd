import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function DateRangePickerValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1, flexWrap: 'wrap' }}>
        <DateRangePicker label="From today on" disablePast sx={{ width: 300 }} />
        <DateRangePicker
          label="Within Q2 2026"
          minDate={dayjs('2026-04-01')}
          maxDate={dayjs('2026-06-30')}
          referenceDate={dayjs('2026-04-01')}
          sx={{ width: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
