import * as React from 'react';
import dayjs from 'dayjs';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

dayjs.extend(weekOfYear);

function WeekToolbar(props: DatePickerToolbarProps) {
  // `className` places the toolbar in the layout grid; `hidden` is true when it should not show.
  const { className, hidden, sx } = props;
  const { value } = usePickerContext();

  if (hidden) {
    return null;
  }

  return (
    <Box className={className} sx={[{ px: 3, pt: 2, pb: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography variant="overline" component="p">
        Delivery date
      </Typography>
      <Typography variant="h5" component="p">
        {value ? value.format('dddd D MMMM') : 'No day chosen'}
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
        {value ? `Week ${value.week()} of ${value.format('YYYY')}` : '–'}
      </Typography>
    </Box>
  );
}

export default function PickersCustomComponentsToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 460, width: '100%', display: 'flex', alignItems: 'flex-start' }}>
        <StaticDatePicker
          defaultValue={dayjs('2026-04-17')}
          slots={{ toolbar: WeekToolbar }}
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
