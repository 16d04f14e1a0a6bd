import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridRowGroupingModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

// Fake server: 150 support tickets, grouped on request.
interface Ticket {
  id: number;
  team: string;
  priority: string;
  status: string;
  hours: number;
}

const TEAMS = ['Billing', 'Mobile app', 'Onboarding', 'Platform'];
const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'];
const STATUSES = ['Open', 'Waiting', 'Solved'];

let seed = 5;
function pick<T>(list: readonly T[]): T {
  seed = (seed * 16807) % 2147483647;
  return list[seed % list.length];
}

const TICKETS: Ticket[] = Array.from({ length: 150 }, (_, index) => ({
  id: index + 1,
  team: pick(TEAMS),
  priority: pick(PRIORITIES),
  status: pick(STATUSES),
  hours: 1 + (index % 9) * 3,
}));

async function fetchTickets({ groupKeys = [], groupFields = [] }: GridGetRowsParams) {
  await new Promise((resolve) => {
    setTimeout(resolve, 300 + Math.random() * 500);
  });
  const inGroup = TICKETS.filter((ticket) =>
    groupKeys.every((key, level) => String(ticket[groupFields[level] as keyof Ticket]) === key),
  );
  if (groupKeys.length === groupFields.length) {
    return { rows: inGroup };
  }
  const field = groupFields[groupKeys.length] as keyof Ticket;
  const counts = new Map<string, number>();
  inGroup.forEach((ticket) => {
    const key = String(ticket[field]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  const rows = [...counts.keys()].sort().map((key) => ({
    id: [...groupKeys, key].join('/'), // unique in the whole tree
    groupKey: key,
    childrenCount: counts.get(key) ?? 0,
  }));
  return { rows, rowCount: groupKeys.length === 0 ? rows.length : undefined };
}

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'hours', headerName: 'Hours spent', type: 'number', flex: 1, minWidth: 110 },
];

const GROUPINGS: Record<string, GridRowGroupingModel> = {
  none: [],
  team: ['team'],
  'team-priority': ['team', 'priority'],
  status: ['status'],
};

export default function ServerRowGroupingControlled() {
  const apiRef = useGridApiRef();
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['team']);

  // Drop the rows of the previous grouping, expanded children included,
  // before the grid requests the new root level.
  const changeGrouping = (model: GridRowGroupingModel) => {
    apiRef.current?.setRows([]);
    setRowGroupingModel(model);
  };
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setLastRequest(
          `groupFields ${JSON.stringify(params.groupFields)}, groupKeys ${JSON.stringify(params.groupKeys)}`,
        );
        return fetchTickets(params);
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
    }),
    [],
  );

  const selected =
    Object.keys(GROUPINGS).find(
      (key) => JSON.stringify(GROUPINGS[key]) === JSON.stringify(rowGroupingModel),
    ) ?? '';

  return (
    <Stack spacing={1.5} sx={{ height: 460, width: '100%' }}>
      <FormControl size="small" sx={{ width: 240 }}>
        <InputLabel id="grouping-label">Group by</InputLabel>
        <Select
          labelId="grouping-label"
          label="Group by"
          value={selected}
          onChange={(event) => changeGrouping(GROUPINGS[event.target.value])}
        >
          <MenuItem value="none">No grouping</MenuItem>
          <MenuItem value="team">Team</MenuItem>
          <MenuItem value="team-priority">Team, then priority</MenuItem>
          <MenuItem value="status">Status</MenuItem>
        </Select>
      </FormControl>
      <Typography variant="body2" aria-live="polite" noWrap>
        Last request: {lastRequest}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={changeGrouping}
          disableColumnSorting
          disableColumnFilter
          disablePivoting
        />
      </Box>
    </Stack>
  );
}
