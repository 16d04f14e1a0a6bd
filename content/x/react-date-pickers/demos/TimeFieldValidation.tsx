import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimeValidationError } from '@mui/x-date-pickers/models';

const minTime = dayjs('2026-04-17T08:00');
const maxTime = dayjs('2026-04-17T18:00');

function describe(error: TimeValidationError) {
  switch (error) {
    case 'minTime':
      return 'Too early: the desk opens at 8:00 AM.';
    case 'maxTime':
      return 'Too late: the desk closes at 6:00 PM.';
    case 'minutesStep':
      return 'Use 10-minute steps.';
    case 'invalidDate':
      return 'Enter a complete time.';
    case null:
      return 'Between 8:00 AM and 6:00 PM, in 10-minute steps.';
    default:
      return 'This time is not available.';
  }
}

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 120, pt: 1 }}>
        <TimeField
          label="Pick-up time"
          defaultValue={dayjs('2026-04-17T19:30')}
          minTime={minTime}
          maxTime={maxTime}
          minutesStep={10}
          onError={(newError) => setError(newError)}
          helperText={describe(error)}
          sx={{ width: 340 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
