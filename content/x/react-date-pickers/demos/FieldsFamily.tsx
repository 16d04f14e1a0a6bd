import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const initial = dayjs('2026-04-17T14:30');

export default function FieldsFamily() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DateField sx={{ flex: 1 }} label="Date field" defaultValue={initial} />
        <TimeField sx={{ flex: 1 }} label="Time field" defaultValue={initial} />
        <DateTimeField sx={{ flex: 1.5 }} label="Date time field" defaultValue={initial} />
      </Stack>
    </LocalizationProvider>
  );
}
