import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function PickersFaqWeekStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack spacing={1} sx={{ height: 380, alignItems: 'flex-start' }}>
        <Typography variant="body2" component="div">
          Locale en-gb: weeks start on Monday.
        </Typography>
        <DateCalendar defaultValue={dayjs('2026-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
