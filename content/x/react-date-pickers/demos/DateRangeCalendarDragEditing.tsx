import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarDragEditing() {
  const [disableDragEditing, setDisableDragEditing] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 410 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableDragEditing}
              onChange={(event) => setDisableDragEditing(event.target.checked)}
            />
          }
          label="disableDragEditing"
        />
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2026-04-08'), dayjs('2026-04-14')]}
          disableDragEditing={disableDragEditing}
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
