import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const initial = dayjs('2026-04-17T21:05:09');

export default function DateTimeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DateTimeField sx={{ flex: 1 }} label="24-hour" ampm={false} defaultValue={initial} />
        <DateTimeField
          sx={{ flex: 1 }}
          label="ISO-like, with seconds"
          format="YYYY-MM-DD HH:mm:ss"
          defaultValue={initial}
        />
      </Stack>
    </LocalizationProvider>
  );
}
