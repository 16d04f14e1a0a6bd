import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGridPremium, DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, team: 'Platform', member: 'Aria', storyPoints: 13 },
  { id: 2, team: 'Platform', member: 'Bram', storyPoints: 8 },
  { id: 3, team: 'Mobile', member: 'Chen', storyPoints: 5 },
  { id: 4, team: 'Mobile', member: 'Dalia', storyPoints: 11 },
  { id: 5, team: 'Mobile', member: 'Emeka', storyPoints: 3 },
];

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'member', headerName: 'Member', width: 150 },
  { field: 'storyPoints', headerName: 'Story points', type: 'number', width: 140 },
];

type Option = 'default' | 'groupFooter' | 'rootOnly' | 'groupsOnly';

const POSITIONS: Record<
  Option,
  { label: string; fn: DataGridPremiumProps['getAggregationPosition'] }
> = {
  default: {
    label: 'Default: inline on groups, footer for the total',
    fn: (groupNode) => (groupNode.depth === -1 ? 'footer' : 'inline'),
  },
  groupFooter: { label: 'Footer everywhere', fn: () => 'footer' },
  rootOnly: {
    label: 'Grand total only',
    fn: (groupNode) => (groupNode.depth === -1 ? 'footer' : null),
  },
  groupsOnly: {
    label: 'Groups only, no grand total',
    fn: (groupNode) => (groupNode.depth === -1 ? null : 'inline'),
  },
};

export default function AggregationPosition() {
  const [option, setOption] = React.useState<Option>('default');

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ pt: 1 }}>
        <FormControl size="small" sx={{ minWidth: 320 }}>
          <InputLabel id="aggregation-position-label">getAggregationPosition</InputLabel>
          <Select
            labelId="aggregation-position-label"
            label="getAggregationPosition"
            value={option}
            onChange={(event) => setOption(event.target.value as Option)}
          >
            {(Object.keys(POSITIONS) as Option[]).map((key) => (
              <MenuItem key={key} value={key}>
                {POSITIONS[key].label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={POSITIONS[option].fn}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['team'] },
            aggregation: { model: { storyPoints: 'sum' } },
            columns: { columnVisibilityModel: { team: false } },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
