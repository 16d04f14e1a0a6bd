import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, course: 'Algebra I', teacher: 'Ms Osei', room: '104', seats: 28 },
  { id: 2, course: 'Biology', teacher: 'Mr Varga', room: 'Lab 2', seats: 22 },
  { id: 3, course: 'World History', teacher: 'Ms Duarte', room: '210', seats: 30 },
  { id: 4, course: 'Chemistry', teacher: 'Dr Ito', room: 'Lab 1', seats: 20 },
  { id: 5, course: 'Literature', teacher: 'Mr Adeyemi', room: '118', seats: 26 },
];

const columns: GridColDef[] = [
  { field: 'course', headerName: 'Course', width: 150 },
  { field: 'teacher', headerName: 'Teacher', width: 140 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

export default function ColumnOrderingDisabled() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
        label="Disable column reordering"
        sx={{ mb: 1 }}
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro rows={rows} columns={columns} disableColumnReorder={disabled} hideFooter />
      </Box>
    </Box>
  );
}
