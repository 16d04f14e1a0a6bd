import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForkRef } from '@mui/material/utils';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useDateManager } from '@mui/x-date-pickers/managers';
import { useValidation } from '@mui/x-date-pickers/validation';

function ButtonField(props: DatePickerFieldProps) {
  // `internalProps` holds the validation props the picker passes down (minDate, maxDate...).
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const manager = useDateManager();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  // The format as readers see it when the value is empty, e.g. "MM/DD/YYYY".
  const parsedFormat = useParsedFormat();
  const { hasValidationError } = useValidation({
    validator: manager.validator,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  const valueText =
    pickerContext.value == null
      ? parsedFormat
      : pickerContext.value.format(pickerContext.fieldFormat);

  return (
    <Button
      id={forwardedProps.id}
      ref={handleRef}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      disabled={pickerContext.disabled}
      onClick={() => pickerContext.setOpen((previous) => !previous)}
    >
      {pickerContext.label ? `${pickerContext.label}: ${valueText}` : valueText}
    </Button>
  );
}

export default function PickersCustomFieldButton() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 60, width: '100%', flexWrap: 'wrap' }}>
        <DatePicker
          label="Departure"
          value={value}
          onChange={setValue}
          minDate={dayjs('2026-04-01')}
          slots={{ field: ButtonField }}
        />
        <DatePicker label="Return" slots={{ field: ButtonField }} />
      </Stack>
    </LocalizationProvider>
  );
}
