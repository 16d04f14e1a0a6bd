import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickersFaqDateObject() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));
  const isComplete = value !== null && value.isValid();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 160, pt: 1 }}>
        <DatePicker label="Start date" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2" component="div">
          value.format(&apos;YYYY-MM-DD&apos;): {isComplete ? value.format('YYYY-MM-DD') : '-'}
        </Typography>
        <Typography variant="body2" component="div">
          value.toDate().toISOString(): {isComplete ? value.toDate().toISOString() : '-'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
