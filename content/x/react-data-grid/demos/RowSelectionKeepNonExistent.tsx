import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

// Two batches of rows, as a server would return them for two pages.
const BATCHES: Record<string, { id: number; parcel: string; city: string }[]> = {
  morning: [
    { id: 1, parcel: 'PX-1001', city: 'Ghent' },
    { id: 2, parcel: 'PX-1002', city: 'Bruges' },
    { id: 3, parcel: 'PX-1003', city: 'Antwerp' },
  ],
  afternoon: [
    { id: 4, parcel: 'PX-1004', city: 'Leuven' },
    { id: 5, parcel: 'PX-1005', city: 'Namur' },
    { id: 6, parcel: 'PX-1006', city: 'Liège' },
  ],
};

const columns: GridColDef[] = [
  { field: 'parcel', headerName: 'Parcel', width: 130 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
];

export default function RowSelectionKeepNonExistent() {
  const [batch, setBatch] = React.useState('morning');
  const [keepNonExistentRowsSelected, setKeepNonExistentRowsSelected] = React.useState(true);
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1]),
  });

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Delivery round"
          value={batch}
          onChange={(_event, value: string | null) => {
            if (value) {
              setBatch(value);
            }
          }}
        >
          <ToggleButton value="morning">Morning round</ToggleButton>
          <ToggleButton value="afternoon">Afternoon round</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={keepNonExistentRowsSelected}
              onChange={(event) => setKeepNonExistentRowsSelected(event.target.checked)}
            />
          }
          label="keepNonExistentRowsSelected"
        />
      </Box>
      <Typography variant="body2" role="status">
        {`Model: type '${rowSelectionModel.type}', ids [${Array.from(rowSelectionModel.ids).join(', ')}]`}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={BATCHES[batch]}
          columns={columns}
          checkboxSelection
          keepNonExistentRowsSelected={keepNonExistentRowsSelected}
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={(newModel) => setRowSelectionModel(newModel)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
