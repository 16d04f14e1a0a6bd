import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  GridCellModes,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

type Priority = 'Low' | 'Medium' | 'High';

interface Ticket {
  id: number;
  subject: string;
  priority: Priority;
}

const rows: Ticket[] = [
  { id: 301, subject: 'Invoice shows the wrong address', priority: 'Medium' },
  { id: 302, subject: 'Cannot reset password', priority: 'High' },
  { id: 303, subject: 'Add dark mode to the dashboard', priority: 'Low' },
  { id: 304, subject: 'Export to CSV times out', priority: 'High' },
];

function PrioritySelectCell(props: GridRenderEditCellParams<Ticket, Priority>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  const [open, setOpen] = React.useState(true);

  const handleChange = async (event: SelectChangeEvent<Priority>) => {
    setOpen(false);
    const isValid = await apiRef.current.setEditCellValue({
      id,
      field,
      value: event.target.value as Priority,
    });
    // Save as soon as an option is picked, without waiting for Enter or a click outside.
    // Enter may already have saved the cell, so check its mode first.
    if (isValid && apiRef.current.getCellMode(id, field) === GridCellModes.Edit) {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  const handleClose = (event: React.SyntheticEvent) => {
    setOpen(false);
    // The menu keeps Escape to itself, so cancel the edit here.
    if ((event as React.KeyboardEvent).key === 'Escape') {
      apiRef.current.stopCellEditMode({ id, field, ignoreModifications: true });
    }
  };

  return (
    <Select<Priority>
      value={value ?? 'Low'}
      onChange={handleChange}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={handleClose}
      autoFocus
      fullWidth
      variant="standard"
      inputProps={{ 'aria-label': 'Priority' }}
      sx={{ height: '100%', px: 1 }}
    >
      {(['Low', 'Medium', 'High'] as const).map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 240 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 150,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Ticket, Priority>) => (
      <PrioritySelectCell {...params} />
    ),
  },
];

export default function EditingCustomCommitOnChange() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
