import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'Europe/London',
  'Europe/Paris',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
];

export default function PickersTimezoneSameInstant() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2026-03-29T00:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          height: 290,
          width: '100%',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          gap: 2,
          alignContent: 'start',
        }}
      >
        {zones.map((zone) => (
          <DateTimeField
            key={zone}
            label={zone}
            value={value}
            onChange={(newValue) => setValue(newValue)}
            timezone={zone}
            ampm={false}
          />
        ))}
      </Box>
    </LocalizationProvider>
  );
}
