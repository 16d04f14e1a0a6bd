import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ height: 120, pt: 1, flexWrap: 'wrap' }}>
        <TimePicker
          label="Opening hours"
          minTime={dayjs('2026-04-17T09:00')}
          maxTime={dayjs('2026-04-17T17:30')}
          defaultValue={dayjs('2026-04-17T12:00')}
          slotProps={{ textField: { helperText: 'Between 9:00 AM and 5:30 PM' } }}
        />
        <TimePicker
          label="Quarter hours"
          minutesStep={15}
          defaultValue={dayjs('2026-04-17T12:10')}
          slotProps={{ textField: { helperText: 'Minutes must be 0, 15, 30 or 45' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
