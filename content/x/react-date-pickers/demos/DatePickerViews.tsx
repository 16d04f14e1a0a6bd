import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DatePicker sx={{ flex: 1 }} label="Year only" views={['year']} />
        <DatePicker sx={{ flex: 1 }} label="Month and year" views={['month', 'year']} />
        <DatePicker
          sx={{ flex: 1 }}
          label="Opens on the year"
          openTo="year"
          views={['year', 'month', 'day']}
        />
      </Stack>
    </LocalizationProvider>
  );
}
