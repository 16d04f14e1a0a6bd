import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Record<NonNullable<DateValidationError> | 'invalidRange', string> = {
  invalidDate: 'Not a valid date',
  minDate: 'Before April 1, 2026',
  maxDate: 'After June 30, 2026',
  disablePast: 'In the past',
  disableFuture: 'In the future',
  shouldDisableDate: 'Not available',
  shouldDisableMonth: 'Month not available',
  shouldDisableYear: 'Year not available',
  invalidRange: 'The end is before the start',
};

export default function DateRangeFieldValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-06-20'),
    dayjs('2026-07-04'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, pt: 1 }}>
        <MultiInputDateRangeField
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          minDate={dayjs('2026-04-01')}
          maxDate={dayjs('2026-06-30')}
          slotProps={{
            textField: ({ position }) => {
              const reason = error[position === 'start' ? 0 : 1];
              return {
                label: position === 'start' ? 'From' : 'To',
                helperText: reason ? messages[reason] : ' ',
              };
            },
          }}
          sx={{ maxWidth: 520 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
