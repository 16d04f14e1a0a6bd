import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T10:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 360, alignItems: 'flex-start' }}>
        <Typography variant="body2">Selected: {value ? value.format('h:mm A') : 'none'}</Typography>
        <TimeClock value={value} onChange={(newValue) => setValue(newValue)} />
      </Stack>
    </LocalizationProvider>
  );
}
