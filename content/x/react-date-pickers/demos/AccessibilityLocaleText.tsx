import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function AccessibilityLocaleText() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        previousMonth: 'Show the previous month',
        nextMonth: 'Show the next month',
        openDatePickerDialogue: (formattedDate) =>
          formattedDate
            ? `Change the departure date, currently ${formattedDate}`
            : 'Choose a departure date',
      }}
    >
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1, flexWrap: 'wrap' }}>
        <DatePicker label="Departure" defaultValue={dayjs('2026-04-17')} sx={{ width: 260 }} />
        <TimePicker
          label="Departure time"
          defaultValue={dayjs('2026-04-17T08:45')}
          localeText={{
            openTimePickerDialogue: (formattedTime) =>
              formattedTime
                ? `Change the departure time, currently ${formattedTime}`
                : 'Choose a departure time',
            hours: 'Departure hour',
            minutes: 'Departure minute',
          }}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
