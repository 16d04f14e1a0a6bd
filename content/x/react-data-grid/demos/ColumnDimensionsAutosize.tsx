import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridRowsProp, useGridApiRef } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, name: 'Ada', role: 'Principal software engineer', city: 'London', note: 'Remote' },
  { id: 2, name: 'Grace', role: 'Admiral', city: 'Arlington', note: 'On site' },
  { id: 3, name: 'Katherine', role: 'Mathematician', city: 'Hampton', note: 'Hybrid' },
  {
    id: 4,
    name: 'Margaret',
    role: 'Director of software engineering',
    city: 'Boston',
    note: 'On site',
  },
  { id: 5, name: 'Radia', role: 'Network engineer', city: 'Seattle', note: 'Remote' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 80 },
  { field: 'role', headerName: 'Role', width: 80 },
  { field: 'city', headerName: 'City', width: 80 },
  { field: 'note', headerName: 'Work mode', width: 80 },
];

export default function ColumnDimensionsAutosize() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [expand, setExpand] = React.useState(false);

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.autosizeColumns({ includeHeaders, expand })}
        >
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="Include headers"
        />
        <FormControlLabel
          control={
            <Switch checked={expand} onChange={(event) => setExpand(event.target.checked)} />
          }
          label="Expand to fill"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
