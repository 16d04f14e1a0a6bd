import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateRange, DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

function message([startError, endError]: DateTimeRangeValidationError) {
  const error = startError ?? endError;
  if (error === null) return 'Within the festival: Apr 24, 2 PM to Apr 26, 11 PM';
  if (error === 'invalidRange') return 'The end is before the start';
  if (error === 'minDate' || error === 'minTime') return 'Starts before the festival opens';
  if (error === 'maxDate' || error === 'maxTime') return 'Ends after the festival closes';
  return `Invalid value (${error})`;
}

export default function DateTimeRangeFieldValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-24T12:00'),
    dayjs('2026-04-25T01:00'),
  ]);
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, pt: 1 }}>
        <SingleInputDateTimeRangeField
          label="Stage slot"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          minDateTime={dayjs('2026-04-24T14:00')}
          maxDateTime={dayjs('2026-04-26T23:00')}
          helperText={message(error)}
          sx={{ width: 420 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
