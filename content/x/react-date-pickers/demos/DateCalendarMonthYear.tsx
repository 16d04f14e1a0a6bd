import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function DateCalendarMonthYear() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 340 }}>
        <Typography variant="body2">
          Selected: {value ? value.format('MMMM YYYY') : 'none'}
        </Typography>
        <Stack direction="row" spacing={2}>
          <MonthCalendar value={value} onChange={(newValue) => setValue(newValue)} />
          <YearCalendar
            value={value}
            onChange={(newValue) => setValue(newValue)}
            minDate={dayjs('2020-01-01')}
            maxDate={dayjs('2035-12-31')}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
