import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const isSunday = (date: Dayjs) => date.day() === 0;

function errorMessage(error: DateValidationError) {
  switch (error) {
    case 'invalidDate':
      return 'Enter a complete, valid date';
    case 'minDate':
      return 'Appointments open on April 1, 2026';
    case 'maxDate':
      return 'Appointments close on June 30, 2026';
    case 'shouldDisableDate':
      return 'Closed on Sundays';
    case 'disablePast':
    case 'disableFuture':
    case 'shouldDisableMonth':
    case 'shouldDisableYear':
      return 'This date is not available';
    default:
      return 'April to June 2026, Monday to Saturday';
  }
}

export default function ValidationErrorMessage() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-19'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ height: 100, pt: 1 }}>
        <DatePicker
          label="Appointment"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          minDate={dayjs('2026-04-01')}
          maxDate={dayjs('2026-06-30')}
          shouldDisableDate={isSunday}
          slotProps={{ textField: { helperText: errorMessage(error) } }}
          sx={{ width: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
