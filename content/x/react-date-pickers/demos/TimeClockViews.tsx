import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ height: 360, flexWrap: 'wrap' }}>
        <TimeClock
          defaultValue={dayjs('2026-04-17T15:40:10')}
          views={['minutes', 'seconds']}
          openTo="minutes"
        />
        <TimeClock defaultValue={dayjs('2026-04-17T15:40')} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
