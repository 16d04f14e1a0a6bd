import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

function message(error: TimeRangeValidationError[number]) {
  switch (error) {
    case null:
      return ' ';
    case 'minutesStep':
      return 'Use a multiple of 15 minutes';
    case 'minTime':
      return 'Not before 7:00 AM';
    case 'maxTime':
      return 'Not after 10:00 PM';
    case 'invalidRange':
      return 'The end is before the start';
    default:
      return 'Invalid time';
  }
}

export default function TimeRangeFieldValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-17T18:10'),
    dayjs('2026-04-17T23:00'),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, pt: 1 }}>
        <MultiInputTimeRangeField
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          minTime={dayjs('2026-04-17T07:00')}
          maxTime={dayjs('2026-04-17T22:00')}
          minutesStep={15}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Booking starts' : 'Booking ends',
              helperText: message(error[position === 'start' ? 0 : 1]),
            }),
          }}
          sx={{ maxWidth: 520 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
