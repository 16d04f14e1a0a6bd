import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';

interface LogEntry {
  id: number;
  text: string;
}

const show = (value: Dayjs | null) => {
  if (value === null) return 'null';
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
};

export default function LifecycleLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));
  const [closeOnSelect, setCloseOnSelect] = React.useState(true);
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);
  const listRef = React.useRef<HTMLOListElement>(null);

  const add = (text: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setLog((previous) => [...previous, { id, text }]);
  };

  React.useEffect(() => {
    // Keep the newest entry in view without scrolling the page.
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [log]);

  const describe = (
    newValue: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => `${show(newValue)} (source: ${context.source})`;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 300, flexWrap: 'wrap' }}>
        <Stack spacing={1} sx={{ width: 280 }}>
          <DatePicker
            label="Start date"
            value={value}
            closeOnSelect={closeOnSelect}
            slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
            onOpen={() => add('onOpen')}
            onChange={(newValue, context) => {
              setValue(newValue);
              add(`onChange ${describe(newValue, context)}`);
            }}
            onAccept={(newValue, context) => add(`onAccept ${describe(newValue, context)}`)}
            onClose={() => add('onClose')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={closeOnSelect}
                onChange={(event) => setCloseOnSelect(event.target.checked)}
              />
            }
            label="closeOnSelect"
          />
          <Button
            variant="outlined"
            size="small"
            onClick={() => setLog([])}
            sx={{ alignSelf: 'flex-start' }}
          >
            Clear log
          </Button>
        </Stack>
        <Box sx={{ flex: 1, minWidth: 280, height: 300, display: 'flex', flexDirection: 'column' }}>
          <Typography variant="subtitle2" component="p" id="lifecycle-log-title">
            Callbacks, in the order they fired
          </Typography>
          <Box
            component="ol"
            ref={listRef}
            aria-labelledby="lifecycle-log-title"
            tabIndex={0}
            sx={{
              flex: 1,
              minHeight: 0,
              overflowY: 'auto',
              m: 0,
              mt: 1,
              py: 1,
              pl: 5,
              pr: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              fontFamily: 'monospace',
              fontSize: 13,
            }}
          >
            {log.map((entry) => (
              <li key={entry.id}>{entry.text}</li>
            ))}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
