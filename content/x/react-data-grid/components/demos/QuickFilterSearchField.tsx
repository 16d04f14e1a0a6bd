import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Typed forms in practice', speaker: 'Ines Moreau', track: 'Frontend', room: 'A' },
  { id: 2, title: 'Scaling Postgres reads', speaker: 'Kofi Mensah', track: 'Backend', room: 'B' },
  { id: 3, title: 'Accessible data tables', speaker: 'Yuki Tanaka', track: 'Frontend', room: 'A' },
  { id: 4, title: 'Tracing in production', speaker: 'Lena Vogel', track: 'Operations', room: 'C' },
  { id: 5, title: 'Server components', speaker: 'Ravi Iyer', track: 'Frontend', room: 'B' },
  { id: 6, title: 'Queues without tears', speaker: 'Marta Silva', track: 'Backend', room: 'C' },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 180 },
  { field: 'speaker', headerName: 'Speaker', width: 140 },
  { field: 'track', headerName: 'Track', width: 120 },
  { field: 'room', headerName: 'Room', width: 80 },
];

function TalksToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
        Talks
      </Typography>
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search talks"
              slotProps={{
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search talks' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: controlProps.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CloseIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterSearchField() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ toolbar: TalksToolbar }}
      />
    </Box>
  );
}
