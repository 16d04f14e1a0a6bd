import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

function message([startError, endError]: TimeRangeValidationError) {
  const error = startError ?? endError;
  switch (error) {
    case null:
      return 'Between 8:00 AM and 6:00 PM';
    case 'minTime':
      return 'Opens at 8:00 AM';
    case 'maxTime':
      return 'Closes at 6:00 PM';
    case 'invalidRange':
      return 'The end must be after the start';
    default:
      return 'Invalid time';
  }
}

export default function TimeRangePickerValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-17T16:00'),
    dayjs('2026-04-17T14:00'),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, pt: 1 }}>
        <TimeRangePicker
          label="Delivery window"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          minTime={dayjs('2026-04-17T08:00')}
          maxTime={dayjs('2026-04-17T18:00')}
          slotProps={{ textField: { helperText: message(error) } }}
          sx={{ width: 300 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
