import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { AdapterFormats } from '@mui/x-date-pickers/models';

// Defined once, outside the component: a new object on each render would rebuild the adapter.
const dateFormats: Partial<AdapterFormats> = {
  keyboardDate: 'YYYY-MM-DD',
  month: 'MMM',
};

export default function PickersAdapterLocaleDateFormats() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={dateFormats}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 340, width: '100%', alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <DateField label="Date" value={value} onChange={setValue} sx={{ width: 200 }} />
        <DateCalendar value={value} onChange={setValue} sx={{ m: 0 }} />
      </Stack>
    </LocalizationProvider>
  );
}
