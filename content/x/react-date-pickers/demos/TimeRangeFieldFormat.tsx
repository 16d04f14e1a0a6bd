import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

const defaultValue: [Dayjs, Dayjs] = [dayjs('2026-04-17T08:30:00'), dayjs('2026-04-17T17:15:45')];

export default function TimeRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1, flexWrap: 'wrap', rowGap: 2 }}>
        <SingleInputTimeRangeField
          label="24-hour clock"
          defaultValue={defaultValue}
          ampm={false}
          sx={{ width: 220 }}
        />
        <SingleInputTimeRangeField
          label="With seconds"
          defaultValue={defaultValue}
          format="hh:mm:ss A"
          sx={{ width: 280 }}
        />
        <SingleInputTimeRangeField
          label="Custom separator"
          defaultValue={defaultValue}
          format="HH:mm"
          dateSeparator="until"
          sx={{ width: 220 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
