import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function PickersOpeningButtonPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, width: '100%', flexWrap: 'wrap' }}>
        <DatePicker
          label="Button at the start"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
          sx={{ width: 240 }}
        />
        <DateTimePicker
          label="Start, with clear at the end"
          defaultValue={dayjs('2026-04-17T09:30')}
          slotProps={{
            field: {
              openPickerButtonPosition: 'start',
              clearable: true,
              clearButtonPosition: 'end',
            },
          }}
          sx={{ width: 320 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
