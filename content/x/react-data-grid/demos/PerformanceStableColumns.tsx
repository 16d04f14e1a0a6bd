import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Hana Ito', email: 'hana@example.com', plan: 'Team' },
  { id: 2, name: 'Omar Said', email: 'omar@example.com', plan: 'Free' },
  { id: 3, name: 'Lucía Vega', email: 'lucia@example.com', plan: 'Business' },
  { id: 4, name: 'Jan Kowal', email: 'jan@example.com', plan: 'Team' },
];

// Stable: declared once, outside the component.
const stableColumns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'plan', headerName: 'Plan', width: 120 },
];

type Mode = 'stable' | 'recreated';

export default function PerformanceStableColumns() {
  const [mode, setMode] = React.useState<Mode>('stable');
  const [renders, setRenders] = React.useState(0);

  // Unstable: a new array of new objects on every render of this component.
  // Shown here only to compare. Don't do this in your app.
  const recreatedColumns: GridColDef[] = stableColumns.map((column) => ({ ...column }));

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, value: Mode | null) => {
            if (value) {
              setMode(value);
            }
          }}
          aria-label="Columns definition"
        >
          <ToggleButton value="stable">Stable columns</ToggleButton>
          <ToggleButton value="recreated">Recreated columns</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => setRenders((count) => count + 1)}>
          Re-render parent ({renders})
        </Button>
      </Stack>
      <Typography variant="body2">
        Widen the Name column by dragging its right edge, then re-render the parent.
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={mode === 'stable' ? stableColumns : recreatedColumns}
          hideFooter
        />
      </Box>
    </Box>
  );
}
