import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { AdapterFormats } from '@mui/x-date-pickers/models';

// Adds the `BBBB` token (Gregorian year + 543) to dayjs formatting.
dayjs.extend(buddhistEra);

// Only display formats change: the calendar header and the year view show Buddhist-era years.
const dateFormats: Partial<AdapterFormats> = { year: 'BBBB' };

export default function PickersCalendarSystemsBuddhistEra() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="th" dateFormats={dateFormats}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ height: 340, width: '100%', alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <DateCalendar
          value={value}
          onChange={setValue}
          views={['year', 'month', 'day']}
          sx={{ m: 0 }}
        />
        <Typography component="div" variant="body2" sx={{ fontFamily: 'monospace', pt: 2 }}>
          <div>Thai display: {value ? value.locale('th').format('D MMMM BBBB') : 'null'}</div>
          <div>Stored value: {value ? value.format('YYYY-MM-DD') : 'null'}</div>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
