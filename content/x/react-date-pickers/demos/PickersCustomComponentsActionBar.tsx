import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext, usePickerContext } from '@mui/x-date-pickers/hooks';

// The demo's "today", so the result is the same for every reader.
const referenceDay = dayjs('2026-04-17');

function QuickActionBar(props: PickersActionBarProps) {
  // `className` places the bar in the layout grid. `actions` is ignored: the buttons are custom.
  const { className } = props;
  const { value } = usePickerContext();
  const { setValue, clearValue } = usePickerActionsContext();
  const start = value ?? referenceDay;

  return (
    <DialogActions className={className} sx={{ justifyContent: 'space-between' }}>
      <Button onClick={clearValue}>Clear</Button>
      <Button onClick={() => setValue(start.add(1, 'week'), { changeImportance: 'set' })}>
        + 1 week
      </Button>
      <Button onClick={() => setValue(start.add(1, 'month'), { changeImportance: 'set' })}>
        + 1 month
      </Button>
    </DialogActions>
  );
}

export default function PickersCustomComponentsActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 480, width: '100%', flexWrap: 'wrap' }}>
        <StaticDatePicker
          defaultValue={referenceDay}
          slots={{ actionBar: QuickActionBar }}
          slotProps={{ toolbar: { hidden: true } }}
        />
        <StaticDatePicker
          defaultValue={referenceDay}
          slotProps={{
            toolbar: { hidden: true },
            actionBar: { actions: ['clear', 'cancel', 'accept'] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
