import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const minDate = dayjs('2026-04-01');
const maxDate = dayjs('2026-06-30');

export default function DatePickerValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DatePicker sx={{ flex: 1 }} label="Today or later" disablePast />
        <DatePicker sx={{ flex: 1 }} label="Today or earlier" disableFuture />
        <DatePicker
          sx={{ flex: 1 }}
          label="April to June 2026"
          minDate={minDate}
          maxDate={maxDate}
          defaultValue={dayjs('2026-05-12')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
