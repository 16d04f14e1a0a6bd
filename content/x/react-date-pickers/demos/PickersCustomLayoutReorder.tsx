import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutProps,
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';

function ActionsFirstLayout(props: PickersLayoutProps<Dayjs | null>) {
  // The hook builds the default parts; this layout only decides where they go.
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot
      ownerState={ownerState}
      className={pickersLayoutClasses.root}
      sx={{
        [`.${pickersLayoutClasses.actionBar}`]: { gridColumn: 1, gridRow: 1 },
        [`.${pickersLayoutClasses.toolbar}`]: { gridColumn: 1, gridRow: 4 },
      }}
    >
      {actionBar}
      <PickersLayoutContentWrapper
        ownerState={ownerState}
        className={pickersLayoutClasses.contentWrapper}
        sx={{ gridColumn: 1, gridRow: 2 }}
      >
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      <Divider sx={{ gridColumn: 1, gridRow: 3 }} />
      {toolbar}
    </PickersLayoutRoot>
  );
}

export default function PickersCustomLayoutReorder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 580, width: '100%' }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Action bar on top, toolbar at the bottom.
        </Typography>
        <StaticDatePicker
          defaultValue={dayjs('2026-04-17')}
          slots={{ layout: ActionsFirstLayout }}
          slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
