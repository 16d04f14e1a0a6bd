import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const initial = dayjs('2026-04-17T21:05:09');

export default function TimeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <TimeField sx={{ flex: 1 }} label="24-hour" ampm={false} defaultValue={initial} />
        <TimeField
          sx={{ flex: 1 }}
          label="With seconds"
          format="hh:mm:ss a"
          defaultValue={initial}
        />
        <TimeField
          sx={{ flex: 1 }}
          label="Hours and minutes, 24 h"
          format="HH:mm"
          defaultValue={initial}
        />
      </Stack>
    </LocalizationProvider>
  );
}
