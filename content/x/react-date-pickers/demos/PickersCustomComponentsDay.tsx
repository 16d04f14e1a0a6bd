import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Days of April 2026 that have a booking.
const bookedDays = ['2026-04-03', '2026-04-09', '2026-04-14', '2026-04-22', '2026-04-28'];

function BookedDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth, ...other } = props;
  const isBooked = !outsideCurrentMonth && bookedDays.includes(day.format('YYYY-MM-DD'));

  return (
    <Badge overlap="circular" color="primary" variant="dot" invisible={!isBooked}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function PickersCustomComponentsDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 370, width: '100%', flexWrap: 'wrap' }}>
        <Stack>
          <Typography variant="subtitle2" component="p" sx={{ px: 3 }}>
            slots.day: booked days
          </Typography>
          <DateCalendar
            defaultValue={dayjs('2026-04-17')}
            slots={{ day: BookedDay }}
            sx={{ m: 0 }}
          />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="p" sx={{ px: 3 }}>
            slotProps.day: weekends
          </Typography>
          <DateCalendar
            defaultValue={dayjs('2026-04-17')}
            slotProps={{
              day: (ownerState) => ({
                sx:
                  isWeekend(ownerState.day) && !ownerState.isDaySelected
                    ? { color: 'secondary.main', fontWeight: 700 }
                    : undefined,
              }),
            }}
            sx={{ m: 0 }}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
