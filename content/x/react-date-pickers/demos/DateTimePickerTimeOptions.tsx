import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const initial = dayjs('2026-04-17T18:30');

export default function DateTimePickerTimeOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DateTimePicker
          sx={{ flex: 1 }}
          label="30-minute slots"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={initial}
        />
        <DateTimePicker
          sx={{ flex: 1 }}
          label="Analog clock"
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
          defaultValue={initial}
        />
      </Stack>
    </LocalizationProvider>
  );
}
