import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T13:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 280 }}>
        <Typography variant="body2">
          Shared value: {value ? value.format('h:mm A') : 'none'}
        </Typography>
        <Stack direction="row" spacing={4} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <DigitalClock value={value} onChange={(newValue) => setValue(newValue)} />
          </Box>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <MultiSectionDigitalClock value={value} onChange={(newValue) => setValue(newValue)} />
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
