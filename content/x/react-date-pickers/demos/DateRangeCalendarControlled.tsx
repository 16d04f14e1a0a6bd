import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) => (date ? date.format('ddd, MMM D') : '—');

export default function DateRangeCalendarControlled() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-13'),
    dayjs('2026-04-17'),
  ]);
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ height: 360, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <DateRangeCalendar
          calendars={1}
          value={value}
          onChange={(newValue) => setValue(newValue)}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
        />
        <Stack spacing={1} sx={{ pt: 2 }}>
          <Typography variant="body2">
            Start: <strong>{show(value[0])}</strong>
          </Typography>
          <Typography variant="body2">
            End: <strong>{show(value[1])}</strong>
          </Typography>
          <Typography variant="body2">
            Next click sets the <strong>{rangePosition}</strong> date
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
