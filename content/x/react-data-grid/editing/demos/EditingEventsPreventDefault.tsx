import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridEventListener,
  GridRowEditStartReasons,
  GridRowEditStopReasons,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  carrier: string;
  weight: number;
}

const rows: Shipment[] = [
  { id: 1, reference: 'SH-2041', carrier: 'Northwind', weight: 12.5 },
  { id: 2, reference: 'SH-2042', carrier: 'Bluebird', weight: 3.2 },
  { id: 3, reference: 'SH-2043', carrier: 'Northwind', weight: 48 },
  { id: 4, reference: 'SH-2044', carrier: 'Swiftline', weight: 7.75 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 130, editable: true },
  { field: 'carrier', headerName: 'Carrier', width: 150, editable: true },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 130, editable: true },
];

// Typing or pressing Delete on a focused cell does not start editing:
// only a double-click or Enter does, so stray keys cannot overwrite a value.
const handleRowEditStart: GridEventListener<'rowEditStart'> = (params, event) => {
  if (
    params.reason === GridRowEditStartReasons.printableKeyDown ||
    params.reason === GridRowEditStartReasons.deleteKeyDown
  ) {
    event.defaultMuiPrevented = true;
  }
};

// Moving the focus out of the row does not save it: press Enter to save or Escape to cancel.
const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
  if (params.reason === GridRowEditStopReasons.rowFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function EditingEventsPreventDefault() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        onRowEditStart={handleRowEditStart}
        onRowEditStop={handleRowEditStop}
        hideFooter
      />
    </Box>
  );
}
