import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerLabelFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ height: 120, pt: 1, flexWrap: 'wrap' }}>
        <DatePicker
          label="Invoice date"
          format="YYYY-MM-DD"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{ textField: { helperText: 'Format: YYYY-MM-DD' } }}
        />
        <DatePicker
          label="Event day"
          format="ddd, MMM D, YYYY"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{ textField: { helperText: 'Weekday and month name' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
