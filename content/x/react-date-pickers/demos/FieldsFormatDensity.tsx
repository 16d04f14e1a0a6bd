import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const initial = dayjs('2026-04-17');

export default function FieldsFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DateField sx={{ flex: 1 }} label="Dense (default)" defaultValue={initial} />
        <DateField
          sx={{ flex: 1 }}
          label="Spacious"
          formatDensity="spacious"
          defaultValue={initial}
        />
        <DateField
          sx={{ flex: 1 }}
          label="Custom format"
          format="DD.MM.YYYY"
          formatDensity="spacious"
          defaultValue={initial}
        />
      </Stack>
    </LocalizationProvider>
  );
}
