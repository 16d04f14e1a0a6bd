import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridFilterModel, GridLogicOperator } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Frontend engineer', team: 'Web', city: 'Berlin' },
  { id: 2, title: 'Product designer', team: 'Design', city: 'Lisbon' },
  { id: 3, title: 'Data analyst', team: 'Insights', city: 'Berlin' },
  { id: 4, title: 'Support lead', team: 'Customer care', city: 'Dublin' },
  { id: 5, title: 'Backend engineer', team: 'Platform', city: 'Warsaw' },
  { id: 6, title: 'Design researcher', team: 'Design', city: 'Berlin' },
  { id: 7, title: 'Account manager', team: 'Sales', city: 'Dublin' },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function QuickFilterLogicOperator() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['design', 'berlin'],
    quickFilterLogicOperator: GridLogicOperator.And,
  });

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Quick filter logic operator"
        value={filterModel.quickFilterLogicOperator}
        onChange={(_event, value: GridLogicOperator | null) => {
          if (value) {
            setFilterModel((prev) => ({ ...prev, quickFilterLogicOperator: value }));
          }
        }}
      >
        <ToggleButton value={GridLogicOperator.And}>And: every word</ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Or: any word</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(newModel) => setFilterModel(newModel)}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
