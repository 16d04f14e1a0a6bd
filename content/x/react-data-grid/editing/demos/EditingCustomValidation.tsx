import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Member {
  id: number;
  username: string;
  email: string;
  age: number;
}

const rows: Member[] = [
  { id: 1, username: 'river_lee', email: 'river@example.com', age: 34 },
  { id: 2, username: 'kofi.a', email: 'kofi@example.org', age: 27 },
  { id: 3, username: 'ines_m', email: 'ines@example.net', age: 41 },
  { id: 4, username: 'tomasz', email: 'tomasz@example.com', age: 19 },
];

// A fake server check: usernames already taken by other accounts.
const takenUsernames = ['admin', 'support', 'river_lee', 'kofi.a', 'ines_m', 'tomasz'];
function checkUsername(username: string, currentUsername: string): Promise<string | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const taken = username !== currentUsername && takenUsernames.includes(username);
      resolve(taken ? `"${username}" is already taken.` : null);
    }, 500);
  });
}

// Adds `errorMessage` to the edit props; `error` is the flag the grid checks before saving.
function withError(props: GridPreProcessEditCellProps['props'], message: string | null) {
  return { ...props, error: message !== null, errorMessage: message };
}

function ValidatedEditCell(props: GridRenderEditCellParams) {
  // Keep `errorMessage` away from the input element.
  const { errorMessage, ...other } = props;
  return (
    <Tooltip open={Boolean(errorMessage)} title={errorMessage ?? ''} placement="bottom-start">
      <GridEditInputCell {...other} />
    </Tooltip>
  );
}

const renderValidatedEditCell = (params: GridRenderEditCellParams) => (
  <ValidatedEditCell {...params} />
);

const columns: GridColDef<Member>[] = [
  {
    field: 'username',
    headerName: 'Username',
    width: 170,
    editable: true,
    renderEditCell: renderValidatedEditCell,
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps<string, Member>) => {
      const value = (params.props.value ?? '').trim();
      if (value.length < 3) {
        return withError(params.props, 'Use at least 3 characters.');
      }
      return withError(params.props, await checkUsername(value, params.row.username));
    },
  },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 220,
    editable: true,
    renderEditCell: renderValidatedEditCell,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string>) => {
      const isValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(params.props.value ?? '');
      return withError(params.props, isValid ? null : 'Enter an email address.');
    },
  },
  {
    field: 'age',
    headerName: 'Age',
    type: 'number',
    width: 100,
    editable: true,
    renderEditCell: renderValidatedEditCell,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<number | null>) => {
      const age = params.props.value;
      const isValid = age != null && Number.isInteger(age) && age >= 16 && age <= 120;
      return withError(params.props, isValid ? null : 'Enter a whole number from 16 to 120.');
    },
  },
];

export default function EditingCustomValidation() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          '& .MuiDataGrid-editInputCell.Mui-error': {
            border: 2,
            borderColor: 'error.main',
          },
        }}
      />
    </Box>
  );
}
