import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const initial = dayjs('2026-04-17');

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DatePicker sx={{ flex: 1 }} label="Responsive" defaultValue={initial} />
        <DesktopDatePicker sx={{ flex: 1 }} label="Desktop" defaultValue={initial} />
        <MobileDatePicker sx={{ flex: 1 }} label="Mobile" defaultValue={initial} />
      </Stack>
    </LocalizationProvider>
  );
}
