import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function PickersOverviewStandalone() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 340 }}>
        <DateCalendar value={value} onChange={(newValue) => setValue(newValue)} />
        <TimeClock value={value} onChange={(newValue) => setValue(newValue)} />
      </Stack>
    </LocalizationProvider>
  );
}
