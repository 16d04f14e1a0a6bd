import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

type CalendarCount = 1 | 2 | 3;

export default function DateRangePickerCalendars() {
  const [calendars, setCalendars] = React.useState<CalendarCount>(2);
  const [position, setPosition] = React.useState<CalendarCount>(1);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 130, pt: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" id="range-calendars-label">
            calendars
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={calendars}
            onChange={(_event, next: CalendarCount | null) => {
              if (next) {
                setCalendars(next);
                setPosition((current) => (current > next ? next : current));
              }
            }}
            aria-labelledby="range-calendars-label"
          >
            {([1, 2, 3] as const).map((count) => (
              <ToggleButton key={count} value={count} sx={{ px: 2 }}>
                {count}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" id="range-position-label" sx={{ pl: 2 }}>
            currentMonthCalendarPosition
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={position}
            onChange={(_event, next: CalendarCount | null) => {
              if (next) setPosition(next);
            }}
            aria-labelledby="range-position-label"
          >
            {([1, 2, 3] as const).map((index) => (
              <ToggleButton key={index} value={index} disabled={index > calendars} sx={{ px: 2 }}>
                {index}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <DateRangePicker
          label="Reporting period"
          calendars={calendars}
          currentMonthCalendarPosition={position}
          sx={{ width: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
