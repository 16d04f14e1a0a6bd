import * as React from 'react';
import dayjs from 'dayjs';
import en from 'dayjs/locale/en';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const weekStarts = [
  { weekStart: 0, label: 'Sunday' },
  { weekStart: 1, label: 'Monday' },
  { weekStart: 6, label: 'Saturday' },
];

// Register one English variant per week start. The third argument (`true`) registers the
// locale without making it the global dayjs locale, so nothing else on the page changes.
weekStarts.forEach(({ weekStart }) => {
  dayjs.locale({ ...en, name: `en-week-${weekStart}`, weekStart }, undefined, true);
});

export default function PickersAdapterLocaleWeekStart() {
  const [weekStart, setWeekStart] = React.useState(1);
  const [showWeekNumbers, setShowWeekNumbers] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ height: 400, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={weekStart}
          onChange={(_event, newWeekStart: number | null) => {
            if (newWeekStart !== null) {
              setWeekStart(newWeekStart);
            }
          }}
          aria-label="First day of the week"
        >
          {weekStarts.map((option) => (
            <ToggleButton key={option.weekStart} value={option.weekStart}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={showWeekNumbers}
              onChange={(event) => setShowWeekNumbers(event.target.checked)}
            />
          }
          label="Week numbers"
        />
      </Stack>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={`en-week-${weekStart}`}>
        <DateCalendar
          defaultValue={dayjs('2026-04-17')}
          displayWeekNumber={showWeekNumbers}
          sx={{ m: 0 }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
