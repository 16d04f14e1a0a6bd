import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 120, pt: 1 }}>
        <DateTimePicker
          sx={{ flex: 1 }}
          label="Check-in"
          defaultValue={dayjs('2026-04-17T15:00')}
          minDateTime={dayjs('2026-04-17T14:00')}
          maxDateTime={dayjs('2026-04-20T22:00')}
          slotProps={{ textField: { helperText: 'Apr 17, 2 PM to Apr 20, 10 PM' } }}
        />
        <DateTimePicker
          sx={{ flex: 1 }}
          label="Office hours"
          defaultValue={dayjs('2026-04-17T10:00')}
          minTime={dayjs('2026-04-17T08:00')}
          maxTime={dayjs('2026-04-17T18:00')}
          slotProps={{ textField: { helperText: 'Any day, 8 AM to 6 PM' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
