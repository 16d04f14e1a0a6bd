import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const initial = dayjs('2026-04-17');

export default function DatePickerCalendarDisplay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DatePicker
          sx={{ flex: 1 }}
          label="Week numbers"
          defaultValue={initial}
          displayWeekNumber
        />
        <DatePicker
          sx={{ flex: 1 }}
          label="Always six weeks"
          defaultValue={initial}
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
        />
      </Stack>
    </LocalizationProvider>
  );
}
