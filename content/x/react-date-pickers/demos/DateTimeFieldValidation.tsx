import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

const minDateTime = dayjs('2026-04-17T09:00');
const maxDateTime = dayjs('2026-04-24T17:00');

function describe(error: DateTimeValidationError) {
  switch (error) {
    case null:
      return 'Between Apr 17, 9:00 AM and Apr 24, 5:00 PM.';
    case 'minDate':
    case 'minTime':
      return 'Too early: the sale opens on Apr 17 at 9:00 AM.';
    case 'maxDate':
    case 'maxTime':
      return 'Too late: the sale closes on Apr 24 at 5:00 PM.';
    case 'invalidDate':
      return 'Enter a complete date and time.';
    default:
      return 'This date and time is not available.';
  }
}

export default function DateTimeFieldValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, pt: 1 }}>
        <DateTimeField
          label="Order time"
          defaultValue={dayjs('2026-04-25T10:00')}
          minDateTime={minDateTime}
          maxDateTime={maxDateTime}
          onError={(newError) => setError(newError)}
          helperText={describe(error)}
          sx={{ width: 380 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
