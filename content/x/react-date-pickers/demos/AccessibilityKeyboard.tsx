import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function AccessibilityKeyboard() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));
  const [lastKey, setLastKey] = React.useState('none yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ height: 340, flexWrap: 'wrap', alignItems: 'flex-start' }}
        onKeyDown={(event) => setLastKey(event.key === ' ' ? 'Space' : event.key)}
      >
        <Stack spacing={2} sx={{ width: 260, pt: 1 }}>
          <DateField
            label="Date (type or use arrows)"
            value={value}
            onChange={(newValue) => setValue(newValue)}
          />
          <Typography variant="body2" aria-live="polite">
            Last key: <strong>{lastKey}</strong>
          </Typography>
          <Typography variant="body2">
            Value: <strong>{value?.isValid() ? value.format('dddd, MMMM D, YYYY') : 'none'}</strong>
          </Typography>
        </Stack>
        <DateCalendar value={value} onChange={(newValue) => setValue(newValue)} />
      </Stack>
    </LocalizationProvider>
  );
}
