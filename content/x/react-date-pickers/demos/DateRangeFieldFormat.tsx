import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function DateRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 210, pt: 1 }}>
        <SingleInputDateRangeField
          label="Custom format and separator"
          defaultValue={[dayjs('2026-04-17'), dayjs('2026-05-02')]}
          format="MMM D, YYYY"
          dateSeparator="to"
          sx={{ width: 340 }}
        />
        <SingleInputDateRangeField
          label="Spacious density"
          defaultValue={[dayjs('2026-04-17'), dayjs('2026-05-02')]}
          formatDensity="spacious"
          sx={{ width: 340 }}
        />
        <SingleInputDateRangeField
          label="Clearable"
          defaultValue={[dayjs('2026-04-17'), dayjs('2026-05-02')]}
          clearable
          sx={{ width: 340 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
