import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const initial = dayjs('2026-04-17');

export default function DatePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ height: 100, pt: 1, flexWrap: 'wrap' }}>
        <DatePicker label="Read-only" defaultValue={initial} readOnly />
        <DatePicker label="Disabled" defaultValue={initial} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
