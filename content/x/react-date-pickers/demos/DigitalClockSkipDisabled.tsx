import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const minTime = dayjs('2026-04-17T09:00');
const maxTime = dayjs('2026-04-17T17:00');

export default function DigitalClockSkipDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} sx={{ height: 250, alignItems: 'flex-start' }}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DigitalClock
            defaultValue={dayjs('2026-04-17T11:00')}
            minTime={minTime}
            maxTime={maxTime}
            timeStep={60}
            skipDisabled
          />
        </Box>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <MultiSectionDigitalClock
            defaultValue={dayjs('2026-04-17T11:00')}
            minTime={minTime}
            maxTime={maxTime}
            timeSteps={{ minutes: 15 }}
            ampm={false}
            skipDisabled
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
