import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const initial = dayjs('2026-04-17');

export default function FieldsDomStructure() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1 }}>
        <DateField sx={{ flex: 1 }} label="Sections (default)" defaultValue={initial} />
        <DateField
          sx={{ flex: 1 }}
          label="Single input element"
          defaultValue={initial}
          enableAccessibleFieldDOMStructure={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
