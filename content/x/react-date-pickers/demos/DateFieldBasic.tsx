import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 130, pt: 1 }}>
        <Stack direction="row" spacing={2}>
          <DateField label="Uncontrolled" defaultValue={dayjs('2026-04-17')} />
          <DateField label="Controlled" value={value} onChange={(newValue) => setValue(newValue)} />
        </Stack>
        <Typography variant="body2">
          Controlled value:{' '}
          {value == null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
