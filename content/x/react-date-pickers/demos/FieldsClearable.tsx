import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const initial = dayjs('2026-04-17');

export default function FieldsClearable() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DateField sx={{ flex: 1 }} label="Clearable field" defaultValue={initial} clearable />
        <DatePicker
          sx={{ flex: 1 }}
          label="Clearable picker"
          defaultValue={initial}
          slotProps={{ field: { clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
