import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const initial = dayjs('2026-04-17');

export default function PickersGettingStartedLocale() {
  return (
    <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker sx={{ flex: 1 }} label="Default (en)" defaultValue={initial} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <DatePicker sx={{ flex: 1 }} label="British English (en-gb)" defaultValue={initial} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <DatePicker sx={{ flex: 1 }} label="German (de)" defaultValue={initial} />
      </LocalizationProvider>
    </Stack>
  );
}
