import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateValidationError } from '@mui/x-date-pickers/models';

const minDate = dayjs('2026-01-01');
const maxDate = dayjs('2026-12-31');

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'This date is not complete or not valid.',
  minDate: 'Pick a date in 2026 (too early).',
  maxDate: 'Pick a date in 2026 (too late).',
  disablePast: 'Past dates are not allowed.',
  disableFuture: 'Future dates are not allowed.',
  shouldDisableDate: 'This date is not available.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
};

export default function DateFieldValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 120, pt: 1 }}>
        <DateField
          label="Date in 2026"
          defaultValue={dayjs('2027-02-03')}
          minDate={minDate}
          maxDate={maxDate}
          onError={(newError) => setError(newError)}
          helperText={error ? messages[error] : 'Any day of 2026.'}
        />
      </Box>
    </LocalizationProvider>
  );
}
