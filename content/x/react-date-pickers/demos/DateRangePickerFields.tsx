import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function DateRangePickerFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 200 }}>
        <div>
          <Typography variant="subtitle2" component="p" gutterBottom>
            One input (default)
          </Typography>
          <DateRangePicker label="Leave" sx={{ width: 300 }} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p" gutterBottom>
            Two inputs
          </Typography>
          <DateRangePicker
            slots={{ field: MultiInputDateRangeField }}
            localeText={{ start: 'First day', end: 'Last day' }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
