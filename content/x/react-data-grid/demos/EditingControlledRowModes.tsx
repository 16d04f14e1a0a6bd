import * as React from 'react';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  GridColDef,
  GridRenderCellParams,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  email: string;
  city: string;
}

const initialRows: Contact[] = [
  { id: 1, name: 'Noah Fischer', email: 'noah@example.com', city: 'Hamburg' },
  { id: 2, name: 'Aisha Rahman', email: 'aisha@example.com', city: 'Leeds' },
  { id: 3, name: 'Mateo García', email: 'mateo@example.com', city: 'Valencia' },
  { id: 4, name: 'Yuki Tanaka', email: 'yuki@example.com', city: 'Osaka' },
];

export default function EditingControlledRowModes() {
  const [rows, setRows] = React.useState<Contact[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) => {
    setRowModesModel((prev) => ({
      ...prev,
      [id]: mode === GridRowModes.Edit ? { mode } : { mode, ignoreModifications },
    }));
  };

  const columns = React.useMemo<GridColDef<Contact>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 160, editable: true },
      { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, editable: true },
      { field: 'city', headerName: 'City', width: 130, editable: true },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        renderCell: (params: GridRenderCellParams<Contact>) => {
          const isEditing = rowModesModel[params.id]?.mode === GridRowModes.Edit;
          return isEditing ? (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={<SaveIcon />}
                label={`Save ${params.row.name}`}
                onClick={() => setMode(params.id, GridRowModes.View)}
              />
              <GridActionsCellItem
                icon={<CloseIcon />}
                label="Cancel"
                onClick={() => setMode(params.id, GridRowModes.View, true)}
              />
            </GridActionsCell>
          ) : (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={<EditIcon />}
                label={`Edit ${params.row.name}`}
                onClick={() => setMode(params.id, GridRowModes.Edit)}
              />
            </GridActionsCell>
          );
        },
      },
    ],
    [rowModesModel],
  );

  const processRowUpdate = (newRow: Contact) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        processRowUpdate={processRowUpdate}
        hideFooter
      />
    </Box>
  );
}
