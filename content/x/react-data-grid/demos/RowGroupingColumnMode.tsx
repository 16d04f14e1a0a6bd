import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'Americas', office: 'Toronto', name: 'Olivia Brown', role: 'Designer' },
  { id: 2, region: 'Americas', office: 'Toronto', name: 'Ethan Clark', role: 'Engineer' },
  { id: 3, region: 'Americas', office: 'Bogotá', name: 'Valentina Ruiz', role: 'Engineer' },
  { id: 4, region: 'EMEA', office: 'Berlin', name: 'Lena Fischer', role: 'Product manager' },
  { id: 5, region: 'EMEA', office: 'Berlin', name: 'Yusuf Demir', role: 'Engineer' },
  { id: 6, region: 'EMEA', office: 'Cairo', name: 'Salma Adel', role: 'Designer' },
  { id: 7, region: 'APAC', office: 'Singapore', name: 'Wei Lin', role: 'Engineer' },
  { id: 8, region: 'APAC', office: 'Sydney', name: 'Jack Turner', role: 'Support' },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 160 },
];

export default function RowGroupingColumnMode() {
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: 'single' | 'multiple' | null) => {
          if (value) setMode(value);
        }}
        aria-label="rowGroupingColumnMode"
      >
        <ToggleButton value="single">single</ToggleButton>
        <ToggleButton value="multiple">multiple</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={mode}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['region', 'office'] },
            columns: { columnVisibilityModel: { region: false, office: false } },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
