import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Atlas', role: 'Backend', level: 3 },
  { id: 2, name: 'Brook', role: 'Design', level: 2 },
  { id: 3, name: 'Cyrus', role: 'Frontend', level: 4 },
  { id: 4, name: 'Dalia', role: 'QA', level: 1 },
  { id: 5, name: 'Ezra', role: 'Data', level: 2 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', flex: 1 },
  { field: 'level', headerName: 'Level', type: 'number', width: 100 },
];

export default function ColumnHeaderHeight() {
  const [headerHeight, setHeaderHeight] = React.useState(56);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1 }}>
        <Typography id="column-header-height-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Header height: {headerHeight}px
        </Typography>
        <Slider
          aria-labelledby="column-header-height-label"
          value={headerHeight}
          min={32}
          max={96}
          step={8}
          marks
          onChange={(_event, value) => setHeaderHeight(value as number)}
          sx={{ maxWidth: 280 }}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} columnHeaderHeight={headerHeight} hideFooter />
      </Box>
    </Box>
  );
}
