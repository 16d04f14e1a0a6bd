import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { PickerChangeImportance } from '@mui/x-date-pickers/models';

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => dayjs() },
  { label: 'In a week', getValue: () => dayjs().add(1, 'week') },
  { label: 'In a month', getValue: () => dayjs().add(1, 'month') },
];

const show = (value: Dayjs | null) => (value?.isValid() ? value.format('MMM D, YYYY') : 'empty');

export default function ShortcutsChangeImportance() {
  const [changeImportance, setChangeImportance] = React.useState<PickerChangeImportance>('accept');
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [accepted, setAccepted] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 170, pt: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={changeImportance}
          onChange={(_event, next: PickerChangeImportance | null) => {
            if (next) setChangeImportance(next);
          }}
          aria-label="changeImportance"
        >
          <ToggleButton value="accept">accept</ToggleButton>
          <ToggleButton value="set">set</ToggleButton>
        </ToggleButtonGroup>
        <DatePicker
          label="Follow-up"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onAccept={(newValue) => setAccepted(newValue)}
          slotProps={{ shortcuts: { items: shortcuts, changeImportance } }}
          sx={{ width: 280 }}
        />
        <Typography variant="body2">
          Value: <strong>{show(value)}</strong>, last accepted: <strong>{show(accepted)}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
