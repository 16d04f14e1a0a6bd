import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const initial = dayjs('2026-04-17T09:30');

export default function TimePickerSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ height: 100, pt: 1, flexWrap: 'wrap' }}>
        <TimePicker label="15-minute steps" timeSteps={{ minutes: 15 }} defaultValue={initial} />
        <TimePicker
          label="30-minute slots, one column"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={initial}
        />
      </Stack>
    </LocalizationProvider>
  );
}
