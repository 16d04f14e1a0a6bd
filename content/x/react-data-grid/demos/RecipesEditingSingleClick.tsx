import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridEventListener, useGridApiRef } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  location: string;
  waterEveryDays: number;
}

const rows: Plant[] = [
  { id: 1, name: 'Monstera', location: 'Living room', waterEveryDays: 7 },
  { id: 2, name: 'Snake plant', location: 'Bedroom', waterEveryDays: 14 },
  { id: 3, name: 'Basil', location: 'Kitchen', waterEveryDays: 2 },
  { id: 4, name: 'Fern', location: 'Bathroom', waterEveryDays: 3 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', width: 150, editable: true },
  {
    field: 'location',
    headerName: 'Location',
    type: 'singleSelect',
    valueOptions: ['Living room', 'Bedroom', 'Kitchen', 'Bathroom', 'Balcony'],
    width: 150,
    editable: true,
  },
  {
    field: 'waterEveryDays',
    headerName: 'Water every (days)',
    type: 'number',
    width: 170,
    editable: true,
  },
];

export default function RecipesEditingSingleClick() {
  const apiRef = useGridApiRef();

  const handleCellClick: GridEventListener<'cellClick'> = (params, event) => {
    if (!params.isEditable || apiRef.current?.getCellMode(params.id, params.field) !== 'view') {
      return;
    }
    // Clicks inside a portal, such as a select's menu, bubble up to the cell: ignore them.
    if (!event.currentTarget.contains(event.target as Node)) {
      return;
    }
    // The cell edited before, if any, has already been saved when it lost the focus.
    apiRef.current.startCellEditMode({ id: params.id, field: params.field });
  };

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
