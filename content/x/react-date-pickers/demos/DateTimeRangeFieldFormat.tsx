import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

const defaultValue: [Dayjs, Dayjs] = [dayjs('2026-04-17T09:30'), dayjs('2026-04-18T17:00')];

export default function DateTimeRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 210, pt: 1 }}>
        <SingleInputDateTimeRangeField
          label="24-hour clock"
          defaultValue={defaultValue}
          ampm={false}
          sx={{ width: 420 }}
        />
        <SingleInputDateTimeRangeField
          label="Custom format"
          defaultValue={defaultValue}
          format="ddd D MMM, HH:mm"
          dateSeparator="→"
          sx={{ width: 420 }}
        />
        <SingleInputDateTimeRangeField
          label="Clearable"
          defaultValue={defaultValue}
          clearable
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
