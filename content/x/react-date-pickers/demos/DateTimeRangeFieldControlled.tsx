import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function hoursBetween([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) return '—';
  return `${end.diff(start, 'hour', true).toFixed(1)} h`;
}

export default function DateTimeRangeFieldControlled() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-17T22:00'),
    dayjs('2026-04-18T06:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 110, pt: 1 }}>
        <SingleInputDateTimeRangeField
          label="Night shift"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          sx={{ width: 420 }}
        />
        <Typography variant="body2">Length: {hoursBetween(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
