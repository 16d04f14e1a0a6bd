import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const show = (value: Dayjs | null) => (value?.isValid() ? value.format('MMM D, YYYY') : 'empty');

export default function LifecycleActionBar() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2026-04-17'));
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 130, pt: 1 }}>
        <DatePicker
          label="Due date"
          value={draft}
          onChange={(newValue) => setDraft(newValue)}
          onAccept={(newValue) => setSaved(newValue)}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
          sx={{ width: 280 }}
        />
        <Typography variant="body2">
          Shown in the field: <strong>{show(draft)}</strong>. Saved with onAccept:{' '}
          <strong>{show(saved)}</strong>.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
