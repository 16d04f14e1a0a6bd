import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const value = dayjs('2026-04-07');

export default function PickersAdapterLocaleFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          height: 136,
          width: '100%',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
          gap: 2,
        }}
      >
        <DateField label='format="YYYY-MM-DD"' defaultValue={value} format="YYYY-MM-DD" />
        <DateField label='format="D MMM YYYY"' defaultValue={value} format="D MMM YYYY" />
        <DateField label='format="dddd, MMMM D"' defaultValue={value} format="dddd, MMMM D" />
        <DatePicker label='format="MM/DD/YY"' defaultValue={value} format="MM/DD/YY" />
      </Box>
    </LocalizationProvider>
  );
}
