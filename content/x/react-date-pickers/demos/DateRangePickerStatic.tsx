import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

export default function DateRangePickerStatic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 390, width: '100%', overflowX: 'auto' }}>
        <StaticDateRangePicker
          displayStaticWrapperAs="desktop"
          defaultValue={[dayjs('2026-04-17'), dayjs('2026-04-24')]}
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
