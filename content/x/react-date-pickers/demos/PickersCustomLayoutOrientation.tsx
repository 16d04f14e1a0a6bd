import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type Orientation = 'portrait' | 'landscape';

export default function PickersCustomLayoutOrientation() {
  const [orientation, setOrientation] = React.useState<Orientation>('landscape');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 560, width: '100%', alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_event, newOrientation: Orientation | null) => {
            if (newOrientation) {
              setOrientation(newOrientation);
            }
          }}
          aria-label="Orientation"
        >
          <ToggleButton value="portrait">portrait</ToggleButton>
          <ToggleButton value="landscape">landscape</ToggleButton>
        </ToggleButtonGroup>
        <StaticDatePicker orientation={orientation} defaultValue={dayjs('2026-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
