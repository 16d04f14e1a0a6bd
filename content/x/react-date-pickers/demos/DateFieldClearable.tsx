import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldClearable() {
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 130, pt: 1 }}>
        <Stack direction="row" spacing={2}>
          <DateField
            label="Clear button at the end"
            defaultValue={dayjs('2026-04-17')}
            clearable
            onClear={() => setClearCount((count) => count + 1)}
          />
          <DateField
            label="Clear button at the start"
            defaultValue={dayjs('2026-04-17')}
            clearable
            clearButtonPosition="start"
          />
        </Stack>
        <Typography variant="body2">First field cleared {clearCount} time(s).</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
