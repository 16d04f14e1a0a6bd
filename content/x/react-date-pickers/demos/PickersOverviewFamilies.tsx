import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function PickersOverviewFamilies() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DatePicker sx={{ flex: 1 }} label="Date" />
        <TimePicker sx={{ flex: 1 }} label="Time" />
        <DateTimePicker sx={{ flex: 1.4 }} label="Date and time" />
      </Stack>
    </LocalizationProvider>
  );
}
