import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1, flexWrap: 'wrap' }}>
        <DateTimeRangePicker
          label="Hours only, 24-hour"
          views={['day', 'hours']}
          ampm={false}
          sx={{ width: 320 }}
        />
        <DateTimeRangePicker
          label="Two months, 15 min steps"
          calendars={2}
          timeSteps={{ minutes: 15 }}
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
