import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const initial = dayjs('2026-04-07');

export default function DateFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DateField sx={{ flex: 1 }} label="ISO format" format="YYYY-MM-DD" defaultValue={initial} />
        <DateField
          sx={{ flex: 1 }}
          label="Spacious density"
          format="DD/MM/YYYY"
          formatDensity="spacious"
          defaultValue={initial}
        />
        <DateField
          sx={{ flex: 1 }}
          label="No leading zeros"
          format="M/D/YYYY"
          shouldRespectLeadingZeros
          defaultValue={initial}
        />
      </Stack>
    </LocalizationProvider>
  );
}
