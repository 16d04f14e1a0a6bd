'use client';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoTheme } from '@/demos/DemoTheme';

export default function PickerPreview() {
  return (
    <DemoTheme>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar
          defaultValue={dayjs('2026-11-22')}
          sx={{ m: 0, width: '100%', maxHeight: 300 }}
        />
      </LocalizationProvider>
    </DemoTheme>
  );
}
