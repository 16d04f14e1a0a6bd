import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickersCustomFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 90, width: '100%', flexWrap: 'wrap' }}>
        <DatePicker
          label="Filled, clearable"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{
            field: { clearable: true },
            textField: { variant: 'filled', helperText: 'Press the cross to clear' },
          }}
          sx={{ width: 240 }}
        />
        <DatePicker
          label="Small, standard"
          defaultValue={dayjs('2026-04-17')}
          format="D MMM YYYY"
          slotProps={{ textField: { variant: 'standard', size: 'small' } }}
          sx={{ width: 200 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
