import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = [
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
];

export default function PickersTimezoneZoneSelect() {
  const [zone, setZone] = React.useState('Europe/Paris');
  // The value is stored in UTC: 30 minutes before clocks change in most of Europe.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2026-03-29T00:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 230, width: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            label="Rendering timezone"
            value={zone}
            onChange={(event) => setZone(event.target.value)}
            sx={{ width: 230 }}
          >
            {zones.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <DateTimePicker
            label="Meeting start"
            value={value}
            onChange={setValue}
            timezone={zone}
            sx={{ width: 280 }}
          />
        </Stack>
        <Typography component="div" variant="body2" sx={{ fontFamily: 'monospace' }}>
          <div>value.toISOString(): {value?.isValid() ? value.toISOString() : 'null'}</div>
          <div>value.format(): {value?.isValid() ? value.format() : 'null'}</div>
          <div>
            value.tz(&quot;{zone}&quot;).format():{' '}
            {value?.isValid() ? value.tz(zone).format() : 'null'}
          </div>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
