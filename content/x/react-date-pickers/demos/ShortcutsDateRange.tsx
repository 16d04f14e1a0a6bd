import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const rangeShortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This week',
    getValue: () => [dayjs().startOf('week'), dayjs().endOf('week').startOf('day')],
  },
  {
    label: 'Last 7 days',
    getValue: () => [dayjs().subtract(6, 'day'), dayjs()],
  },
  {
    label: 'This month',
    getValue: () => [dayjs().startOf('month'), dayjs().endOf('month').startOf('day')],
  },
  {
    label: 'Previous month',
    getValue: () => {
      const previous = dayjs().subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month').startOf('day')];
    },
  },
  {
    label: 'Next weekend',
    getValue: () => {
      const today = dayjs();
      const saturday = today.add((6 - today.day() + 7) % 7 || 7, 'day');
      return [saturday, saturday.add(1, 'day')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function ShortcutsDateRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 380, width: '100%', overflowX: 'auto' }}>
        <StaticDateRangePicker
          displayStaticWrapperAs="desktop"
          calendars={1}
          slotProps={{
            shortcuts: { items: rangeShortcuts },
            actionBar: { actions: [] },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
