import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const initial = dayjs('2026-04-17T09:45:30');

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DateTimePicker
          sx={{ flex: 1 }}
          label="With seconds"
          views={['year', 'day', 'hours', 'minutes', 'seconds']}
          defaultValue={initial}
        />
        <DateTimePicker
          sx={{ flex: 1 }}
          label="24-hour, opens on hours"
          ampm={false}
          openTo="hours"
          defaultValue={initial}
        />
      </Stack>
    </LocalizationProvider>
  );
}
