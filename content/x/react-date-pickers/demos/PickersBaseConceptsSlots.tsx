import Box from '@mui/material/Box';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickersBaseConceptsSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 120, pt: 1 }}>
        <DatePicker
          label="Delivery day"
          defaultValue={dayjs('2026-04-17')}
          slots={{ openPickerIcon: EventAvailableIcon }}
          slotProps={{
            textField: { helperText: 'We deliver Monday to Saturday' },
            actionBar: { actions: ['clear', 'today', 'accept'] },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
