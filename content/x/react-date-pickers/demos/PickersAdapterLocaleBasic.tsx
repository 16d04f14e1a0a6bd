import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const locales = [
  { code: 'en', label: 'en' },
  { code: 'en-gb', label: 'en-gb' },
  { code: 'de', label: 'de' },
  { code: 'ja', label: 'ja' },
  { code: 'ko', label: 'ko' },
];

const value = dayjs('2026-04-17T15:45');

export default function PickersAdapterLocaleBasic() {
  const [locale, setLocale] = React.useState('en-gb');

  return (
    <Stack spacing={2} sx={{ height: 200, width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, newLocale: string | null) => {
          if (newLocale) {
            setLocale(newLocale);
          }
        }}
        aria-label="dayjs locale"
      >
        {locales.map((option) => (
          <ToggleButton key={option.code} value={option.code}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <DatePicker label="Date" defaultValue={value} sx={{ width: 220 }} />
          <DateTimePicker label="Date and time" defaultValue={value} sx={{ width: 280 }} />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <DatePicker label="Empty date" sx={{ width: 220 }} />
          <DateTimePicker label="Empty date and time" sx={{ width: 280 }} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
