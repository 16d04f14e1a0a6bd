import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerSlotProps } from '@mui/x-date-pickers/DatePicker';
import { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

// Applies to every picker below the provider.
const providerTexts: PickersInputLocaleText = {
  fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
  fieldMonthPlaceholder: () => 'mm',
  fieldDayPlaceholder: () => 'dd',
  cancelButtonLabel: 'Back',
  okButtonLabel: 'Done',
  datePickerToolbarTitle: 'Pick a day',
};

// Show the toolbar and the action bar on desktop too, so the texts are visible.
// The shrunk label lets the empty field show its placeholders before it gets focus.
const slotProps: DatePickerSlotProps<true> = {
  actionBar: { actions: ['cancel', 'accept'] },
  toolbar: { hidden: false },
  textField: { InputLabelProps: { shrink: true } },
};

export default function PickersLocalizationLocaleText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={providerTexts}>
      <Stack direction="row" spacing={2} sx={{ height: 80, width: '100%', flexWrap: 'wrap' }}>
        <DatePicker
          label="Texts from the provider"
          referenceDate={dayjs('2026-04-17')}
          slotProps={slotProps}
          sx={{ width: 260 }}
        />
        <DatePicker
          label="Texts overridden here"
          referenceDate={dayjs('2026-04-17')}
          localeText={{ toolbarTitle: 'Delivery day', okButtonLabel: 'Confirm' }}
          slotProps={slotProps}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
