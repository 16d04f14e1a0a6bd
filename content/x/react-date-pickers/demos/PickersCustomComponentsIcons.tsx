import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The calendar slots are shared by the Date Picker and the Date Calendar.
const calendarSlots = {
  leftArrowIcon: ChevronLeftIcon,
  rightArrowIcon: ChevronRightIcon,
  switchViewIcon: ExpandMoreIcon,
};

export default function PickersCustomComponentsIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ height: 340, width: '100%', alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <DatePicker
          label="Custom icons"
          defaultValue={dayjs('2026-04-17')}
          slots={{ ...calendarSlots, openPickerIcon: EditCalendarIcon }}
          slotProps={{
            openPickerButton: { color: 'primary' },
            switchViewButton: { 'aria-label': 'Choose a year' },
          }}
          sx={{ width: 220 }}
        />
        <DateCalendar
          defaultValue={dayjs('2026-04-17')}
          slots={calendarSlots}
          slotProps={{
            leftArrowIcon: { fontSize: 'small' },
            rightArrowIcon: { fontSize: 'small' },
          }}
          sx={{ m: 0 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
