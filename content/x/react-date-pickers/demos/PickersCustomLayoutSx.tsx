import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function PickersCustomLayoutSx() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 510, width: '100%' }}>
        <StaticDatePicker
          defaultValue={dayjs('2026-04-17')}
          slotProps={{
            layout: {
              sx: {
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                overflow: 'hidden',
                width: 'fit-content',
                [`.${pickersLayoutClasses.toolbar}`]: {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '& .MuiTypography-root': { color: 'inherit' },
                },
                [`.${pickersLayoutClasses.actionBar}`]: {
                  borderTop: 1,
                  borderColor: 'divider',
                },
              },
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
