import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const value = dayjs('2026-04-17');

export default function PickersAdapterLocaleDensity() {
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
        <DateField label='"dense", empty' formatDensity="dense" />
        <DateField label='"spacious", empty' formatDensity="spacious" />
        <DateField label='"dense"' defaultValue={value} formatDensity="dense" />
        <DateField label='"spacious"' defaultValue={value} formatDensity="spacious" />
      </Box>
    </LocalizationProvider>
  );
}
