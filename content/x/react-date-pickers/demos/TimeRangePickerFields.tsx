import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function TimeRangePickerFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 140, pt: 1 }}>
        <TimeRangePicker label="Shift (one input)" sx={{ width: 300 }} />
        <TimeRangePicker
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Shift starts', end: 'Shift ends' }}
          sx={{ maxWidth: 520 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
