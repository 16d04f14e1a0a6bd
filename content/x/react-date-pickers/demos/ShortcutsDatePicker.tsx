import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => dayjs() },
  { label: 'Tomorrow', getValue: () => dayjs().add(1, 'day') },
  {
    label: 'Next Monday',
    getValue: () => {
      const today = dayjs();
      return today.add((8 - today.day()) % 7 || 7, 'day');
    },
  },
  { label: 'In two weeks', getValue: () => dayjs().add(2, 'week') },
  { label: 'End of month', getValue: () => dayjs().endOf('month').startOf('day') },
  { label: 'No date', getValue: () => null },
];

export default function ShortcutsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 350, width: '100%', overflowX: 'auto' }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          sx={{ width: 'fit-content' }}
          slotProps={{
            shortcuts: { items: shortcuts },
            actionBar: { actions: [] },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
