import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeView } from '@mui/x-date-pickers/models';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

// August has no sessions; 2027 is not open for booking yet.
const isAugust = (month: Dayjs) => month.month() === 7;
const isClosedYear = (year: Dayjs) => year.year() >= 2027;

// 12:00 to 12:59 is the lunch break; only quarter hours can be booked.
const isUnavailableTime = (value: Dayjs, view: TimeView) =>
  (view === 'hours' && value.hour() === 12) || (view === 'minutes' && value.minute() % 15 !== 0);

export default function ValidationShouldDisable() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1, flexWrap: 'wrap' }}>
        <DatePicker
          label="Weekdays only"
          shouldDisableDate={isWeekend}
          referenceDate={dayjs('2026-04-17')}
          sx={{ width: 240 }}
        />
        <DatePicker
          label="No August, not 2027+"
          views={['year', 'month', 'day']}
          openTo="year"
          shouldDisableMonth={isAugust}
          shouldDisableYear={isClosedYear}
          referenceDate={dayjs('2026-04-17')}
          sx={{ width: 240 }}
        />
        <TimePicker
          label="Not during lunch"
          shouldDisableTime={isUnavailableTime}
          sx={{ width: 240 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
