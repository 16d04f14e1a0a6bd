import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  salary: number;
}

const initialRows: Employee[] = [
  { id: 1, name: 'Olivia Brown', department: 'Finance', salary: 62000 },
  { id: 2, name: 'Rahul Mehta', department: 'Engineering', salary: 78000 },
  { id: 3, name: 'Chloé Martin', department: 'Marketing', salary: 55000 },
  { id: 4, name: 'Daniel Kim', department: 'Engineering', salary: 81000 },
];

const salaryFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Finance', 'Marketing', 'Sales'],
    width: 150,
    editable: true,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => salaryFormat.format(value),
  },
];

interface PendingChange {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
}

function describeChange({ newRow, oldRow }: PendingChange) {
  if (newRow.salary !== oldRow.salary) {
    return `Change the salary of ${oldRow.name} from ${salaryFormat.format(oldRow.salary)} to ${salaryFormat.format(newRow.salary)}?`;
  }
  return `Move ${oldRow.name} from ${oldRow.department} to ${newRow.department}?`;
}

export default function EditingPersistenceConfirm() {
  const [rows, setRows] = React.useState<Employee[]>(initialRows);
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // The grid waits for this promise: the cell stays in edit mode until the user answers.
  const processRowUpdate = (newRow: Employee, oldRow: Employee) =>
    new Promise<Employee>((resolve) => {
      if (newRow.salary === oldRow.salary && newRow.department === oldRow.department) {
        resolve(oldRow);
        return;
      }
      setPending({ newRow, oldRow, resolve });
    });

  const handleKeep = () => {
    if (pending) {
      pending.resolve(pending.oldRow); // Resolving with the old row discards the edit.
      setPending(null);
    }
  };

  const handleConfirm = () => {
    if (pending) {
      const { newRow } = pending;
      setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
      pending.resolve(newRow);
      setPending(null);
    }
  };

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={pending !== null} onClose={handleKeep} aria-labelledby="confirm-change-title">
        <DialogTitle id="confirm-change-title">Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>{pending ? describeChange(pending) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleKeep}>Keep old value</Button>
          <Button onClick={handleConfirm} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
