import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = 'Europe/Paris';

export default function PickersTimezoneDst() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2026-03-29T00:30:00Z'));

  const shift = (hours: number) => {
    setValue((previous) => (previous?.isValid() ? previous.add(hours, 'hour') : previous));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 200, width: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <DateTimeField
            label="Paris time"
            value={value}
            onChange={setValue}
            timezone={zone}
            ampm={false}
            sx={{ width: 240 }}
          />
          <Button variant="outlined" onClick={() => shift(-1)}>
            1 hour earlier
          </Button>
          <Button variant="outlined" onClick={() => shift(1)}>
            1 hour later
          </Button>
        </Stack>
        <Typography component="div" variant="body2" sx={{ fontFamily: 'monospace' }}>
          <div>Stored (UTC): {value?.isValid() ? value.toISOString() : 'null'}</div>
          <div>
            In {zone}: {value?.isValid() ? value.tz(zone).format('YYYY-MM-DD HH:mm Z') : 'null'}
          </div>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
