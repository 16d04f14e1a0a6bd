import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null (empty field)';
  }
  if (!value.isValid()) {
    return 'an invalid Dayjs object (the field is partly filled)';
  }
  return `a Dayjs object: ${value.format('dddd, MMMM D, YYYY')}`;
}

export default function PickersBaseConceptsValue() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 140, pt: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <DatePicker label="Due date" value={value} onChange={(newValue) => setValue(newValue)} />
          <Button variant="outlined" onClick={() => setValue(dayjs('2026-04-17'))}>
            Set Apr 17
          </Button>
          <Button onClick={() => setValue(null)}>Clear</Button>
        </Stack>
        <Typography variant="body2">The value is {describe(value)}.</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
