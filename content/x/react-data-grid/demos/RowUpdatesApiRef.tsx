import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Sensor {
  id: number;
  room: string;
  temperature: number;
}

const initialRows: Sensor[] = [
  { id: 1, room: 'Kitchen', temperature: 21.5 },
  { id: 2, room: 'Living room', temperature: 20.0 },
  { id: 3, room: 'Bedroom', temperature: 18.5 },
  { id: 4, room: 'Office', temperature: 22.0 },
];

const columns: GridColDef<Sensor>[] = [
  { field: 'room', headerName: 'Room', width: 160 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 170 },
];

export default function RowUpdatesApiRef() {
  const apiRef = useGridApiRef();
  const nextIndex = React.useRef(0);

  const updateNextRoom = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const ids = api.getAllRowIds();
    const id = ids[nextIndex.current % ids.length];
    nextIndex.current += 1;
    const row = api.getRow<Sensor>(id);
    if (row) {
      // The Community DataGrid accepts one update per updateRows call.
      api.updateRows([{ id, temperature: row.temperature + 0.5 }]);
    }
  };

  const resetAll = () => {
    apiRef.current?.setRows(initialRows);
    nextIndex.current = 0;
  };

  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={updateNextRoom}>
          Warm up next room
        </Button>
        <Button size="small" variant="outlined" onClick={resetAll}>
          Reset with setRows
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
