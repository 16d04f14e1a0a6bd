import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, DataGridProps, GridColDef } from '@mui/x-data-grid';

type TabNavigation = NonNullable<DataGridProps['tabNavigation']>;

const rows = [
  { id: 1, code: 'LHR', city: 'London', terminals: 4 },
  { id: 2, code: 'NRT', city: 'Tokyo', terminals: 2 },
  { id: 3, code: 'GRU', city: 'São Paulo', terminals: 3 },
  { id: 4, code: 'JNB', city: 'Johannesburg', terminals: 2 },
];

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 100 },
  { field: 'city', headerName: 'City', width: 160 },
  { field: 'terminals', headerName: 'Terminals', type: 'number', width: 120 },
];

export default function AccessibilityTabNavigation() {
  const [tabNavigation, setTabNavigation] = React.useState<TabNavigation>('none');

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, pt: 1 }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="tab-navigation-label">tabNavigation</InputLabel>
          <Select
            labelId="tab-navigation-label"
            label="tabNavigation"
            value={tabNavigation}
            onChange={(event) => setTabNavigation(event.target.value as TabNavigation)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="content">content</MenuItem>
            <MenuItem value="header">header</MenuItem>
            <MenuItem value="all">all</MenuItem>
          </Select>
        </FormControl>
        <Button variant="outlined" size="small">
          Before the grid
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          tabNavigation={tabNavigation}
          label="Airports"
          hideFooter
        />
      </Box>
      <Box>
        <Button variant="outlined" size="small">
          After the grid
        </Button>
      </Box>
    </Box>
  );
}
