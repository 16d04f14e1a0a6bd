import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function DateRangePickerResponsive() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1, flexWrap: 'wrap' }}>
        <DesktopDateRangePicker label="Desktop variant" sx={{ width: 240 }} />
        <MobileDateRangePicker label="Mobile variant" sx={{ width: 240 }} />
        <DateRangePicker label="Responsive" sx={{ width: 240 }} />
      </Stack>
    </LocalizationProvider>
  );
}
