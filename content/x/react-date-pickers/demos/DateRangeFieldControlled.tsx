import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) => {
  if (date === null) return 'null';
  return date.isValid() ? date.format('YYYY-MM-DD') : 'Invalid Date';
};

export default function DateRangeFieldControlled() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-17'),
    dayjs('2026-04-30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 110, pt: 1 }}>
        <SingleInputDateRangeField
          label="Sprint"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          sx={{ width: 300 }}
        />
        <Typography variant="body2">
          Start: <code>{show(value[0])}</code>, end: <code>{show(value[1])}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
