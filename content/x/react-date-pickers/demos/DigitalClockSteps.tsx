import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} sx={{ height: 250, alignItems: 'flex-start' }}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DigitalClock defaultValue={dayjs('2026-04-17T09:45')} timeStep={45} />
        </Box>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <MultiSectionDigitalClock
            defaultValue={dayjs('2026-04-17T09:40:20')}
            views={['hours', 'minutes', 'seconds']}
            timeSteps={{ hours: 1, minutes: 10, seconds: 20 }}
            ampm={false}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
