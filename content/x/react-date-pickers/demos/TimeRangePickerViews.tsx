import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TimeRangePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 100, pt: 1, flexWrap: 'wrap' }}>
        <TimeRangePicker
          label="24-hour, 15 min steps"
          ampm={false}
          timeSteps={{ minutes: 15 }}
          sx={{ width: 240 }}
        />
        <TimeRangePicker
          label="One list, 30 min steps"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          sx={{ width: 240 }}
        />
        <TimeRangePicker
          label="With seconds"
          views={['hours', 'minutes', 'seconds']}
          sx={{ width: 240 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
