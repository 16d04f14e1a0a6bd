import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';

const rows = [
  { id: 1, planet: 'Mercury', moons: 0 },
  { id: 2, planet: 'Venus', moons: 0 },
  { id: 3, planet: 'Earth', moons: 1 },
  { id: 4, planet: 'Mars', moons: 2 },
  { id: 5, planet: 'Jupiter', moons: 95 },
  { id: 6, planet: 'Saturn', moons: 146 },
];

const columns: GridColDef[] = [
  { field: 'planet', headerName: 'Planet', width: 160 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 140 },
];

export default function RowHeightDensity() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_, value: GridDensity | null) => {
          if (value) {
            setDensity(value);
          }
        }}
        aria-label="Density"
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
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Box>
  );
}
