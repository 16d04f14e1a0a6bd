import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, name: 'Noah Berger', team: 'Design', city: 'Zurich' },
  { id: 2, name: 'Ana Souza', team: 'Engineering', city: 'Lisbon' },
  { id: 3, name: 'Kenji Mori', team: 'Sales', city: 'Osaka' },
  { id: 4, name: 'Lena Fischer', team: 'Design', city: 'Berlin' },
  { id: 5, name: 'Omar Haddad', team: 'Engineering', city: 'Amman' },
  { id: 6, name: 'Clara Vidal', team: 'Sales', city: 'Madrid' },
  { id: 7, name: 'Aiko Tanaka', team: 'Engineering', city: 'Tokyo' },
  { id: 8, name: 'Ben Carter', team: 'Design', city: 'Leeds' },
  { id: 9, name: 'Yusuf Demir', team: 'Sales', city: 'Izmir' },
  { id: 10, name: 'Eva Novak', team: 'Engineering', city: 'Prague' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'city', headerName: 'City', width: 130 },
];

export default function RowGroupingSortFilter() {
  const [sortGroups, setSortGroups] = React.useState(false);

  const groupingColDef = React.useMemo<DataGridPremiumProps['groupingColDef']>(
    () => ({
      headerName: 'Team / name',
      width: 240,
      leafField: 'name',
      // With `mainGroupingCriteria`, sorting and filtering use the team groups.
      // Without it, they use the leaf field (the names).
      mainGroupingCriteria: sortGroups ? 'team' : undefined,
    }),
    [sortGroups],
  );

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <FormControlLabel
        control={
          <Switch checked={sortGroups} onChange={(event) => setSortGroups(event.target.checked)} />
        }
        label="Sort the teams instead of the names (mainGroupingCriteria)"
        sx={{ mb: 1 }}
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* A new key remounts the grid, so the initial sort runs again with the new column. */}
        <DataGridPremium
          key={sortGroups ? 'groups' : 'leaves'}
          rows={rows}
          columns={columns}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['team'] },
            sorting: {
              sortModel: [
                {
                  field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
                  sort: 'desc',
                },
              ],
            },
            columns: { columnVisibilityModel: { name: false, team: false } },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
