import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'José Álvarez', city: 'Málaga' },
  { id: 2, name: 'Jose Martin', city: 'Toledo' },
  { id: 3, name: 'Zoë Kruger', city: 'Zürich' },
  { id: 4, name: 'Zoe Adams', city: 'Zurich' },
  { id: 5, name: 'Chloé Dubois', city: 'Orléans' },
  { id: 6, name: 'Søren Holm', city: 'Aarhus' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
];

export default function QuickFilterDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="ignoreDiacritics"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          showToolbar
          hideFooter
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['jose'] } } }}
        />
      </Box>
    </Box>
  );
}
