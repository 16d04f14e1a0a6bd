import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 340 }}>
        <DateCalendar
          defaultValue={dayjs('2026-04-17')}
          views={['year', 'month', 'day']}
          openTo="year"
        />
        <DateCalendar defaultValue={dayjs('2026-04-17')} views={['month', 'year']} openTo="month" />
      </Stack>
    </LocalizationProvider>
  );
}
