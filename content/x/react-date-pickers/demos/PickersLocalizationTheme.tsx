import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE } from '@mui/x-date-pickers/locales';

export default function PickersLocalizationTheme() {
  // Extend the surrounding theme with the German picker texts.
  const theme = useTheme();
  const germanTheme = React.useMemo(() => createTheme(theme, deDE), [theme]);

  return (
    <ThemeProvider theme={germanTheme}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <Stack direction="row" spacing={2} sx={{ height: 80, width: '100%', flexWrap: 'wrap' }}>
          <DatePicker
            label="Lieferdatum"
            slotProps={{ textField: { InputLabelProps: { shrink: true } } }}
            sx={{ width: 220 }}
          />
          <TimePicker
            label="Uhrzeit"
            defaultValue={dayjs('2026-04-17T09:00')}
            sx={{ width: 180 }}
          />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
