import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function duration([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) return 'incomplete';
  const minutes = end.diff(start, 'minute');
  if (minutes < 0) return 'the end is before the start';
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export default function TimeRangePickerControlled() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-17T09:00'),
    dayjs('2026-04-17T12:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 110, pt: 1 }}>
        <TimeRangePicker
          label="Workshop"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          sx={{ width: 300 }}
        />
        <Typography variant="body2">Duration: {duration(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
