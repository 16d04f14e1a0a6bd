import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const value = dayjs('2026-04-17T15:45');

export default function PickersAdapterLocaleAmpm() {
  return (
    <Box
      sx={{
        height: 136,
        width: '100%',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
        gap: 2,
      }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimeField label='"en", default' defaultValue={value} />
        <TimePicker label='"en", ampm={false}' defaultValue={value} ampm={false} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimeField label='"en-gb", default' defaultValue={value} />
        <TimePicker label='"en-gb", ampm' defaultValue={value} ampm />
      </LocalizationProvider>
    </Box>
  );
}
