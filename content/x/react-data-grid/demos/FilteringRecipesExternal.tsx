import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

const TEAMS = ['Engineering', 'Sales', 'Support'];

const rows = [
  { id: 1, name: 'Aiko Tanaka', team: 'Engineering', role: 'Frontend developer', office: 'Osaka' },
  { id: 2, name: 'Ben Carter', team: 'Sales', role: 'Account executive', office: 'Leeds' },
  { id: 3, name: 'Carla Mendes', team: 'Support', role: 'Support specialist', office: 'Porto' },
  { id: 4, name: 'Dmitri Volkov', team: 'Engineering', role: 'Backend developer', office: 'Leeds' },
  { id: 5, name: 'Esi Mensah', team: 'Sales', role: 'Sales manager', office: 'Accra' },
  { id: 6, name: 'Femi Adeyemi', team: 'Support', role: 'Team lead', office: 'Accra' },
  { id: 7, name: 'Greta Holm', team: 'Engineering', role: 'Team lead', office: 'Porto' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: TEAMS, width: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function FilteringRecipesExternal() {
  const [team, setTeam] = React.useState('all');
  const [search, setSearch] = React.useState('');

  // The controls own the filters; the grid only receives the model built from them.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({
      items: team === 'all' ? [] : [{ id: 'team', field: 'team', operator: 'is', value: team }],
      quickFilterValues: search.split(' ').filter((word) => word !== ''),
    }),
    [team, search],
  );

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Team"
          value={team}
          onChange={(_event, value: string | null) => {
            if (value) {
              setTeam(value);
            }
          }}
        >
          <ToggleButton value="all">All teams</ToggleButton>
          {TEAMS.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          label="Search people"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          disableColumnFilter
          hideFooter
        />
      </Box>
    </Box>
  );
}
