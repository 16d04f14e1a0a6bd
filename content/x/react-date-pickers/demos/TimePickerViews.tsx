import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const initial = dayjs('2026-04-17T14:35:20');

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <TimePicker
          sx={{ flex: 1 }}
          label="With seconds"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={initial}
        />
        <TimePicker sx={{ flex: 1 }} label="24-hour clock" ampm={false} defaultValue={initial} />
        <TimePicker sx={{ flex: 1 }} label="Hours only" views={['hours']} defaultValue={initial} />
      </Stack>
    </LocalizationProvider>
  );
}
