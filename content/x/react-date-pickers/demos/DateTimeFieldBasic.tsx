import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function DateTimeFieldBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 140, pt: 1 }}>
        <Stack direction="row" spacing={2}>
          <DateTimeField
            sx={{ flex: 1 }}
            label="Uncontrolled"
            defaultValue={dayjs('2026-04-17T14:30')}
          />
          <DateTimeField
            sx={{ flex: 1 }}
            label="Controlled"
            value={value}
            onChange={(newValue) => setValue(newValue)}
          />
        </Stack>
        <Typography variant="body2">
          Controlled value:{' '}
          {value == null ? 'null' : value.isValid() ? value.format() : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
