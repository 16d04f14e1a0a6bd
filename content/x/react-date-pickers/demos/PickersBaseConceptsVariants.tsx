import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

const initial = dayjs('2026-04-17T08:15');

export default function PickersBaseConceptsVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <TimePicker sx={{ flex: 1 }} label="Responsive" defaultValue={initial} />
        <DesktopTimePicker sx={{ flex: 1 }} label="Desktop" defaultValue={initial} />
        <MobileTimePicker sx={{ flex: 1 }} label="Mobile" defaultValue={initial} />
      </Stack>
    </LocalizationProvider>
  );
}
