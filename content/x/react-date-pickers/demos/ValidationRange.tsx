import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Guests can arrive on any day but Sunday, and leave on any day but Monday.
const shouldDisableDate = (day: Dayjs, position: 'start' | 'end') =>
  position === 'start' ? day.day() === 0 : day.day() === 1;

function errorMessage([startError, endError]: DateRangeValidationError) {
  if (startError === 'invalidRange') return 'Check-out is before check-in';
  if (startError === 'shouldDisableDate') return 'No check-in on Sundays';
  if (endError === 'shouldDisableDate') return 'No check-out on Mondays';
  if (startError || endError) return 'Enter two valid dates';
  return 'Check-in any day but Sunday, check-out any day but Monday';
}

export default function ValidationRange() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-19'),
    dayjs('2026-04-24'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, pt: 1 }}>
        <DateRangePicker
          label="Stay"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          shouldDisableDate={shouldDisableDate}
          slotProps={{ textField: { helperText: errorMessage(error) } }}
          sx={{ width: 420 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
