import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function describe(range: DateRange<Dayjs>) {
  const [start, end] = range;
  const format = (date: Dayjs | null) =>
    date && date.isValid() ? date.format('YYYY-MM-DD') : 'null';
  const nights = start?.isValid() && end?.isValid() ? ` (${end.diff(start, 'day')} nights)` : '';
  return `[${format(start)}, ${format(end)}]${nights}`;
}

export default function DateRangePickerControlled() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-17'),
    dayjs('2026-04-21'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 120, pt: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <DateRangePicker
            label="Booking"
            value={value}
            onChange={(newValue) => setValue(newValue)}
            sx={{ width: 300 }}
          />
          <Button variant="outlined" onClick={() => setValue([null, null])}>
            Reset
          </Button>
        </Stack>
        <Typography variant="body2">
          Value: <code>{describe(value)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
