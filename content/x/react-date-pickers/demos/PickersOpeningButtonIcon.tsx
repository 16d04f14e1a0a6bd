import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import AccessAlarmIcon from '@mui/icons-material/AccessAlarm';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function PickersOpeningButtonIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 80, width: '100%', flexWrap: 'wrap' }}>
        <DatePicker
          label="Check-in"
          defaultValue={dayjs('2026-04-17')}
          slots={{ openPickerIcon: EventAvailableIcon }}
          slotProps={{ openPickerButton: { color: 'primary' } }}
          sx={{ width: 220 }}
        />
        <TimePicker
          label="Wake-up call"
          defaultValue={dayjs('2026-04-17T06:30')}
          slots={{ openPickerIcon: AccessAlarmIcon }}
          slotProps={{
            openPickerButton: { color: 'secondary', size: 'small' },
            openPickerIcon: { fontSize: 'small' },
          }}
          sx={{ width: 200 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
