import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useDateManager } from '@mui/x-date-pickers/managers';
import { useValidation } from '@mui/x-date-pickers/validation';

function FreeTextField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const adapter = usePickerAdapter();
  const manager = useDateManager();
  const placeholder = useParsedFormat();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const format = pickerContext.fieldFormat;

  const formatValue = (value: Dayjs | null) =>
    value == null ? '' : adapter.formatByString(value, format);

  // The text the user types. It is only replaced when the picker value changes from elsewhere.
  const [text, setText] = React.useState(() => formatValue(pickerContext.value));
  const [lastValue, setLastValue] = React.useState(pickerContext.value);
  if (lastValue !== pickerContext.value) {
    setLastValue(pickerContext.value);
    const parsed = adapter.parse(text, format);
    if (!adapter.isEqual(parsed, pickerContext.value)) {
      setText(formatValue(pickerContext.value));
    }
  }

  const { hasValidationError } = useValidation({
    validator: manager.validator,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const newText = event.target.value;
    setText(newText);
    // `parse` is strict: it returns null for an empty string and an invalid date
    // until the text matches the whole format.
    const parsed = adapter.parse(newText, format);
    if (parsed === null || adapter.isValid(parsed)) {
      pickerContext.setValue(parsed, { source: 'field' });
    }
  };

  const isIncomplete = text !== '' && !adapter.isValid(adapter.parse(text, format));

  return (
    <TextField
      id={forwardedProps.id}
      ref={handleRef}
      label={pickerContext.label}
      name={pickerContext.name}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      error={hasValidationError || isIncomplete}
      helperText={isIncomplete ? `Type the whole date: ${placeholder}` : ' '}
      disabled={pickerContext.disabled}
      slotProps={{
        input: {
          readOnly: pickerContext.readOnly,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label="Choose a date"
                onClick={() => pickerContext.setOpen((previous) => !previous)}
                disabled={pickerContext.disabled || pickerContext.readOnly}
              >
                <CalendarMonthIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function PickersCustomFieldTextField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 120, width: '100%' }}>
        <DatePicker
          label="Invoice date"
          value={value}
          onChange={setValue}
          format="YYYY-MM-DD"
          slots={{ field: FreeTextField }}
          sx={{ width: 260 }}
        />
        <Typography variant="body2">
          Value: {value == null ? 'null' : value.format('dddd D MMMM YYYY')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
