import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';

const rows = [
  { id: 1, room: 'Aurora', floor: 2, seats: 8, screen: 'Yes' },
  { id: 2, room: 'Birch', floor: 2, seats: 4, screen: 'No' },
  { id: 3, room: 'Cedar', floor: 3, seats: 12, screen: 'Yes' },
  { id: 4, room: 'Dune', floor: 3, seats: 6, screen: 'Yes' },
  { id: 5, room: 'Elm', floor: 4, seats: 20, screen: 'Yes' },
  { id: 6, room: 'Fjord', floor: 4, seats: 2, screen: 'No' },
];

const columns: GridColDef[] = [
  { field: 'room', headerName: 'Room', width: 140 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 100 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'screen', headerName: 'Screen', width: 110 },
];

export default function AccessibilityDensity() {
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => {
          if (value) setDensity(value);
        }}
        aria-label="Row density"
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          aria-label="Meeting rooms"
          hideFooter
        />
      </Box>
    </Box>
  );
}
