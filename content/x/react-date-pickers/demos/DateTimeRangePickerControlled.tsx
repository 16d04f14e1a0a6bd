import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) => {
  if (date === null) return 'null';
  return date.isValid() ? date.format('YYYY-MM-DDTHH:mm') : 'Invalid Date';
};

export default function DateTimeRangePickerControlled() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-17T18:00'),
    dayjs('2026-04-19T10:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 110, pt: 1 }}>
        <DateTimeRangePicker
          label="Car rental"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          sx={{ width: 420 }}
        />
        <Typography variant="body2">
          Pick-up <code>{show(value[0])}</code>, return <code>{show(value[1])}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
