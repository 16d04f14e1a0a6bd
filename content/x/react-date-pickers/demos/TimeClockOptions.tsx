import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ height: 380, flexWrap: 'wrap' }}>
        <TimeClock defaultValue={dayjs('2026-04-17T09:15')} ampmInClock showViewSwitcher />
        <TimeClock
          defaultValue={dayjs('2026-04-17T09:15')}
          openTo="minutes"
          minutesStep={5}
          minTime={dayjs('2026-04-17T09:10')}
          maxTime={dayjs('2026-04-17T09:45')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
