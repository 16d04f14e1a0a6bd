import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, song: 'Northern Lights', artist: 'The Fjords', length: '3:42' },
  { id: 2, song: 'Paper Boats', artist: 'Mina Cole', length: '4:05' },
  { id: 3, song: 'Static Summer', artist: 'Hollow Oak', length: '2:58' },
  { id: 4, song: 'Slow Tide', artist: 'The Fjords', length: '5:11' },
  { id: 5, song: 'Copper Sky', artist: 'Ravi & the Lanterns', length: '3:27' },
  { id: 6, song: 'Late Bus Home', artist: 'Mina Cole', length: '3:50' },
];

const columns: GridColDef[] = [
  { field: 'song', headerName: 'Song', flex: 1, minWidth: 150 },
  { field: 'artist', headerName: 'Artist', width: 170 },
  { field: 'length', headerName: 'Length', width: 90 },
];

export default function RowSelectionMultiple() {
  const [disableMultipleRowSelection, setDisableMultipleRowSelection] = React.useState(false);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableMultipleRowSelection}
            onChange={(event) => setDisableMultipleRowSelection(event.target.checked)}
          />
        }
        label="disableMultipleRowSelection"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          disableMultipleRowSelection={disableMultipleRowSelection}
        />
      </Box>
    </Box>
  );
}
